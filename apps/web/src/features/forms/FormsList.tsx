import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formMessages, type FormSummary } from '@paperless/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { notifySuccess } from '../../ui/notify';
import { useSendDialogs } from '../sending/useSendDialogs';
import { FORMS_PAGE_SIZE, useDeleteForm, useForms } from './formsApi';
import { customizePath, formPath } from './formPaths';
import { useFormsAccess } from './formsAccess';
import { FormsTable, titleOf, type FormManageActions, type FormRowActions } from './FormsTable';
import { ListPager } from '../../ui/ListPager';

const SEARCH_DELAY_MS = 300;
interface FormsListProps {
  /** The company acted on from its detail page (provider staff); absent on the clinic's own page. */
  companyId?: number;
  /** Buttons beside the search box (Create Form). */
  actions?: ReactNode;
}

/**
 * The forms table both the clinic's Forms page and the company detail Forms tab show: server
 * search and paging, Send Form, View, Customize (template forms) and Delete, as far as
 * useFormsAccess allows.
 */
export function FormsList({ companyId, actions }: FormsListProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const forms = useForms(companyId, page, debouncedSearch);
  const deleteForm = useDeleteForm(companyId);
  const sending = useSendDialogs(companyId);
  const access = useFormsAccess();

  const total = forms.data?.total ?? 0;
  const emptyText = debouncedSearch
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
              // The last row of a later page is gone: show the page before it.
              if (page > 1 && forms.data?.data.length === 1) setPage(page - 1);
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
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search forms"
          placeholder="Title, ID, description or status"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
          maw={420}
          miw={220}
        />
        {actions}
      </Group>
      {forms.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title={formMessages.fetchListFailed}>
          <Text size="sm" mb="sm">
            {forms.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void forms.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <FormsTable
          forms={forms.data?.data}
          isLoading={forms.isPending}
          emptyText={emptyText}
          actions={rowActions}
        />
      )}
      <ListPager
        total={total}
        pageSize={FORMS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        noun={['form', 'forms']}
      />
      {access.manage && sending.dialogs}
    </Stack>
  );
}
