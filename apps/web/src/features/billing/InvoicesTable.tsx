import {
  Box,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ClinicInvoice } from '@paperless/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { ListPager } from '../../ui/ListPager';
import { LoadError } from '../../ui/LoadError';
import { WordBadge } from '../../ui/StatusBadge';
import { notifyError } from '../../ui/notify';
import { downloadClinicInvoice, useInvoices } from './billingApi';
import { clinicDate, monthOf, usd } from './money';

const PER_PAGE = 10;
const STATUS: Record<ClinicInvoice['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Unpaid', color: 'yellow' },
  failed: { label: 'Payment failed', color: 'red' },
  void: { label: 'Void', color: 'gray' },
};

function PdfButton({ invoice }: { invoice: ClinicInvoice }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadClinicInvoice(invoice.id, invoice.number);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download invoice ${invoice.number} as PDF`}
    >
      PDF
    </Button>
  );
}

/** The clinic's invoices, paged on the server; on a phone each row becomes a card. */
export function InvoicesTable({ timeZone }: { timeZone: string }) {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page, PER_PAGE);

  let body;
  if (invoices.isError)
    body = (
      <LoadError
        title="The invoices could not be loaded"
        message={invoices.error.message}
        onRetry={() => void invoices.refetch()}
      />
    );
  else if (!invoices.data)
    body = (
      <Stack aria-busy aria-label="Loading invoices">
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Stack>
    );
  else if (invoices.data.data.length === 0)
    body = <Text c="gray.7">No invoices yet. Your first one is made after your first month.</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={0}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Download</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.data.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>{invoice.number}</Table.Td>
                <Table.Td>{monthOf(invoice.period_start)}</Table.Td>
                <Table.Td>{usd(invoice.amount)}</Table.Td>
                <Table.Td>
                  <WordBadge color={STATUS[invoice.status].color}>
                    {STATUS[invoice.status].label}
                  </WordBadge>
                  {invoice.paid_at && (
                    <Text size="xs" c="gray.7">
                      {clinicDate(invoice.paid_at, timeZone)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <PdfButton invoice={invoice} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="invoices-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="invoices-title">
          Invoices
        </Title>
      </Group>
      {body}
      <Box mt="md">
        <ListPager
          total={invoices.data?.total ?? 0}
          pageSize={PER_PAGE}
          page={page}
          onPage={setPage}
          noun={['invoice', 'invoices']}
        />
      </Box>
    </Card>
  );
}
