import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { companyMessages, type CompanyListItem } from '@paperless/core';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { AddClientDialog, EditClientDialog } from './ClientFormDialogs';
import { CLIENTS_PAGE_SIZE, useCompanies, useDeleteCompany } from './clientsApi';
import { ClientsTable, type ClientRowActions } from './ClientsTable';
import { CompanyStatusDialog, type StatusTarget } from './CompanyStatusDialog';
import { ListPager } from '../../ui/ListPager';

const SEARCH_DELAY_MS = 300;
interface DialogState {
  kind: 'add' | 'edit' | 'status';
  company: StatusTarget | null;
  // Kept apart from kind and company so a closing dialog keeps its content while it fades out.
  opened: boolean;
}

/** Client Details: the clinics, searched and paged by the server (a Sales Person sees their own). */
export function ClientsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const companies = useCompanies(page, debouncedSearch);
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

  const total = companies.data?.total ?? 0;

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
        <Stack>
          <TextInput
            label="Search clients"
            placeholder="Name, id, status (active, trial, suspended...) or date (MM/DD/YYYY)"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maw={420}
          />
          {companies.isError ? (
            <Alert color="red" icon={<IconAlertCircle />} title="The clients could not be loaded">
              <Text size="sm" mb="sm">
                {companies.error.message}
              </Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => void companies.refetch()}
              >
                Try again
              </Button>
            </Alert>
          ) : (
            <ClientsTable
              companies={companies.data?.companies}
              isLoading={companies.isPending}
              emptyText={debouncedSearch ? 'No clients match your search.' : 'No clients yet.'}
              actions={actions}
            />
          )}
          <ListPager
            total={total}
            pageSize={CLIENTS_PAGE_SIZE}
            page={page}
            onPage={setPage}
            noun={['client', 'clients']}
          />
        </Stack>
      </Paper>
      <AddClientDialog opened={isOpen('add')} onClose={close} />
      {dialog.company && (
        <EditClientDialog companyId={dialog.company.id} opened={isOpen('edit')} onClose={close} />
      )}
      <CompanyStatusDialog target={dialog.company} opened={isOpen('status')} onClose={close} />
    </>
  );
}
