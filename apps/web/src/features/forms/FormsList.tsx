import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formMessages, type FormSummary } from '@paperless/core';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../ui/notify';
import { useSendDialogs } from '../sending';
import { FORMS_PAGE_SIZE, useDeleteForm, useForms } from './formsApi';
import { customizePath, formPath } from './formPaths';
import { useFormsAccess } from './formsAccess';
import { FormsTable, titleOf, type FormManageActions, type FormRowActions } from './FormsTable';
import { ServerList } from '../../ui/ServerList';
import { useServerList, type ListSpec } from '../../ui/useServerList';

interface FormsListProps {
  /** The company acted on from its detail page (provider staff); absent on the clinic's own page. */
  companyId?: number;
  /** Buttons beside the search box (Create Form). */
  actions?: ReactNode;
}

const FORMS: ListSpec = {
  pageSize: FORMS_PAGE_SIZE,
  noun: ['form', 'forms'],
  searchPlaceholder: 'Title, ID, description or status',
  errorTitle: formMessages.fetchListFailed,
};

/**
 * The forms table both the clinic's Forms page and the company detail Forms tab show: server
 * search and paging, Send Form, View, Customize (template forms) and Delete, as far as
 * useFormsAccess allows.
 */
export function FormsList({ companyId, actions }: FormsListProps) {
  const list = useServerList(FORMS);
  const forms = useForms(companyId, list.page, list.query);
  const deleteForm = useDeleteForm(companyId);
  const sending = useSendDialogs(companyId);
  const access = useFormsAccess();

  const emptyText = list.query
    ? formMessages.emptySearch
    : companyId === undefined
      ? formMessages.emptyOwn
      : formMessages.emptyCompany;

  const manage: FormManageActions = {
    customizePath: (form, mode) => customizePath(mode, form.id, companyId),
    onSend: (form) => sending.openSend({ kind: 'form', id: form.id, title: titleOf(form) }),
    onShowLinks: (form) => sending.openLinks({ kind: 'form', id: form.id, title: titleOf(form) }),
    onDelete: (form: FormSummary) =>
      modals.openConfirmModal({
        title: 'Confirm Action',
        children: <Text size="sm">{formMessages.deleteConfirm}</Text>,
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          deleteForm.mutate(form.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              list.afterRemoving(forms.data?.data.length);
            },
            // The spec's notice: its own title, the server's reason (e.g. the form is in a bucket).
            onError: (error) =>
              notifications.show({
                title: formMessages.deleteFailed,
                message: error.message || formMessages.deleteFailedFallback,
                color: 'red',
              }),
          }),
      }),
  };
  const rowActions: FormRowActions = {
    viewPath: access.view ? (form) => formPath('view', form.id, companyId) : undefined,
    manage: access.manage ? manage : undefined,
  };

  return (
    <>
      <ServerList list={list} query={forms} actions={actions}>
        <FormsTable
          forms={forms.data?.data}
          isLoading={forms.isPending}
          emptyText={emptyText}
          actions={rowActions}
        />
      </ServerList>
      {access.manage && sending.dialogs}
    </>
  );
}
