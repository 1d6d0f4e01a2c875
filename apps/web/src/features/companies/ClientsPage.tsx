import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { companyMessages, type CompanyListItem } from '@paperless/core';

import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ListScreen } from '../../ui/ListScreen';
import { AddClientDialog, EditClientDialog } from './ClientFormDialogs';
import { CLIENTS_PAGE_SIZE, useCompanies, useDeleteCompany } from './clientsApi';
import { ClientsTable, type ClientRowActions } from './ClientsTable';
import { CompanyStatusDialog, type StatusTarget } from './CompanyStatusDialog';
import { ServerList } from '../../ui/ServerList';
import { useServerList, type ListSpec } from '../../ui/useServerList';
import { AddButton } from '../../ui/AddButton';

interface DialogState {
  kind: 'add' | 'edit' | 'status';
  company: StatusTarget | null;
  // Kept apart from kind and company so a closing dialog keeps its content while it fades out.
  opened: boolean;
}

const CLIENTS: ListSpec = {
  pageSize: CLIENTS_PAGE_SIZE,
  noun: ['client', 'clients'],
  searchPlaceholder: 'Name, id, status (active, trial, suspended...) or date (MM/DD/YYYY)',
};

/** Client Details: the clinics, searched and paged by the server (a Sales Person sees their own). */
export function ClientsPage() {
  const list = useServerList(CLIENTS);
  const companies = useCompanies(list.page, list.query);
  const deleteCompany = useDeleteCompany();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'add', company: null, opened: false });

  const open = (kind: DialogState['kind'], company?: CompanyListItem) =>
    setDialog({
      kind,
      company: company ? { id: company.id, name: company.name, status: company.status } : null,
      opened: true,
    });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  const isOpen = (kind: DialogState['kind']) => dialog.opened && dialog.kind === kind;

  const actions: ClientRowActions = {
    onEdit: (company) => open('edit', company),
    onToggleStatus: (company) => open('status', company),
    onDelete: (company) =>
      modals.openConfirmModal({
        title: 'Confirm Action',
        children: (
          <Text size="sm">
            Are you sure you want to delete <strong>{company.name}</strong>? Its users can no longer
            sign in.
          </Text>
        ),
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          deleteCompany.mutate(company.id, {
            onSuccess: () => notifySuccess(companyMessages.deleted),
            onError: () => notifyError(companyMessages.deleteFailed),
          }),
      }),
  };

  return (
    <>
      <ListScreen
        title="Client Details"
        actions={<AddButton onClick={() => open('add')}>Add Client</AddButton>}
      >
        <ServerList
          list={list}
          query={companies}
          // The server counts a search up to a cap (issue 20); the pager says "More than".
          cappedNote="Many clients match: search for more of the name to narrow them."
        >
          <ClientsTable
            companies={companies.data?.companies}
            isLoading={companies.isPending}
            emptyText={list.query ? 'No clients match your search.' : 'No clients yet.'}
            actions={actions}
          />
        </ServerList>
      </ListScreen>
      <AddClientDialog opened={isOpen('add')} onClose={close} />
      {dialog.company && (
        <EditClientDialog companyId={dialog.company.id} opened={isOpen('edit')} onClose={close} />
      )}
      <CompanyStatusDialog target={dialog.company} opened={isOpen('status')} onClose={close} />
    </>
  );
}
