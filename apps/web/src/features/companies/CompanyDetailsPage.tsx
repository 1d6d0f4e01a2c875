import { Button, Group, Image, Skeleton } from '@mantine/core';
import { companyMessages } from '@paperless/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { PageHeader } from '../../ui/PageHeader';
import { StatusMessage } from '../status';
import { EditClientDialog } from './ClientFormDialogs';
import { useCompany } from './clientsApi';
import { CompanyTabs } from './CompanyTabs';
import { LoadError } from '../../ui/LoadError';

function ClientNotFound() {
  return (
    <StatusMessage
      title="Client not found"
      text={`${companyMessages.notFound} It may have been deleted, or the link is wrong.`}
      linkTo="/clients"
      linkLabel="Back to Client Details"
    />
  );
}

/** /companyDetails/{id}: one client's details, with tabs for its finance, forms and buckets. */
export function CompanyDetailsPage() {
  const { id } = useParams();
  const companyId = Number(id);
  if (!Number.isInteger(companyId) || companyId <= 0) return <ClientNotFound />;
  // Keyed by client, so moving between clients never shows the previous one's details.
  return <CompanyDetails key={companyId} companyId={companyId} />;
}

function CompanyDetails({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const [editing, setEditing] = useState(false);

  if (company.error instanceof ApiError && company.error.status === 404) return <ClientNotFound />;
  if (company.isError) {
    return <LoadError title="The client could not be loaded" query={company} />;
  }

  return (
    <>
      {company.data ? (
        <Group align="flex-start" gap="md" wrap="nowrap">
          {company.data.logo_url && (
            <Image
              src={company.data.logo_url}
              alt={`${company.data.name} logo`}
              h={56}
              w={56}
              fit="contain"
              radius="sm"
            />
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            <PageHeader
              title={company.data.name}
              actions={
                <Button
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  Edit Client Details
                </Button>
              }
            />
          </div>
        </Group>
      ) : (
        <Skeleton height={32} width={280} mb="lg" aria-label="Loading client" />
      )}
      <CompanyTabs companyId={companyId} company={company.data} />
      <EditClientDialog companyId={companyId} opened={editing} onClose={() => setEditing(false)} />
    </>
  );
}
