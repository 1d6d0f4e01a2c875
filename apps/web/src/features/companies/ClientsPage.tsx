import { Button, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { companyMessages, type CompanyListItem } from '@paperless/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { AddClientDialog, EditClientDialog } from './ClientFormDialogs';
import { CLIENTS_PAGE_SIZE, useCompanies, useDeleteCompany } from './clientsApi';
import { ClientsTable, type ClientRowActions } from './ClientsTable';
import { CompanyStatusDialog, type StatusTarget } from './CompanyStatusDialog';
import { ServerList } from '../../ui/ServerList';
import { useServerList } from '../../ui/useServerList';

interface DialogState {
  kind: 'add' | 'edit' | 'status';
  company: StatusTarget | null;
  // Kept apart from kind and company so a closing dialog keeps its content while it fades out.
  opened: boolean;
}

/** Client Details: the clinics, searched and paged by the server (a Sales Person sees their own). */
export function ClientsPage() {
  const list = useServerList();
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
      <PageHeader
        title="Client Details"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open('add')}>
            Add Client
          </Button>
        }
      />
      <Paper withBorder p="md">
        <ServerList
          list={list}
          query={companies}
          total={companies.data?.total}
          capped={companies.data?.total_capped}
          hasMore={companies.data?.has_more}
          pageSize={CLIENTS_PAGE_SIZE}
          noun={['client', 'clients']}
          searchLabel="Search clients"
          searchPlaceholder="Name, id, status (active, trial, suspended...) or date (MM/DD/YYYY)"
          errorTitle="The clients could not be loaded"
          footer={
            companies.data?.total_capped && (
              // The server counts a search up to a cap (issue 20); the pager says "More than".
              <Text size="sm" c="gray.7">
                Many clients match: search for more of the name to narrow them.
              </Text>
            )
          }
        >
          <ClientsTable
            companies={companies.data?.companies}
            isLoading={companies.isPending}
            emptyText={list.query ? 'No clients match your search.' : 'No clients yet.'}
            actions={actions}
          />
        </ServerList>
      </Paper>
      <AddClientDialog opened={isOpen('add')} onClose={close} />
      {dialog.company && (
        <EditClientDialog companyId={dialog.company.id} opened={isOpen('edit')} onClose={close} />
      )}
      <CompanyStatusDialog target={dialog.company} opened={isOpen('status')} onClose={close} />
    </>
  );
}
