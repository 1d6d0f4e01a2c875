import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { submissionMessages, type PatientRecord } from '@paperless/core';
import { IconAlertCircle, IconFiles, IconSearch } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, metaOf } from '../../ui/DataTable';
import { usDate } from '../finance/format';
import { SUBMITTED_FORMS_PAGE_SIZE, useSubmittedForms } from './submittedFormsApi';
import { ViewFormsModal } from './ViewFormsModal';
import { ListPager } from '../../ui/ListPager';

const SEARCH_DELAY_MS = 300;
interface RowMeta {
  onView: (patient: PatientRecord) => void;
}

const column = createColumnHelper<PatientRecord>();
const COLUMNS = [
  column.display({
    id: 'name',
    header: 'Patient Name',
    cell: ({ row }) => row.original.patient_name,
  }),
  column.display({ id: 'dob', header: 'DOB', cell: ({ row }) => usDate(row.original.dob) }),
  column.display({
    id: 'forms',
    header: 'Forms',
    cell: ({ row, table }) => (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFiles size={14} aria-hidden />}
        aria-label={`View Forms of ${row.original.patient_name}`}
        onClick={() => metaOf<RowMeta, PatientRecord>(table).onView(row.original)}
      >
        View Forms
      </Button>
    ),
  }),
];

interface SubmittedFormsPanelProps {
  /** The company provider staff chose; undefined: the clinic user's own company. */
  companyId?: number;
  /** What an empty list says when nothing is searched (the two screens differ). */
  emptyText: string;
}

/**
 * The Submitted Forms table shared by the clinic's own page and the company tab: patients
 * searched and paged by the server, each opening the View Forms dialog.
 */
export function SubmittedFormsPanel({ companyId, emptyText }: SubmittedFormsPanelProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useSubmittedForms(companyId, page, debounced);
  const [viewing, setViewing] = useState<{ patient: PatientRecord | null; opened: boolean }>({
    patient: null,
    opened: false,
  });
  const total = list.data?.total ?? 0;
  // The open patient follows the list, so a PDF finished meanwhile shows as ready.
  const shown = viewing.patient
    ? (list.data?.data.patients.find((p) => p.patient_key === viewing.patient?.patient_key) ??
      viewing.patient)
    : null;

  return (
    <Stack>
      <TextInput
        label="Search submitted forms"
        placeholder="Patient name, date of birth, form or file name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {list.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle />}
          title="The submitted forms could not be loaded"
        >
          <Text size="sm" mb="sm">
            {list.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <DataTable
          label="Submitted forms"
          columns={COLUMNS}
          rows={list.data?.data.patients}
          isLoading={list.isPending}
          emptyText={debounced ? submissionMessages.emptySearch : emptyText}
          getRowId={(patient) => patient.patient_key}
          minWidth={420}
          meta={{ onView: (patient) => setViewing({ patient, opened: true }) } satisfies RowMeta}
        />
      )}
      <ListPager
        total={total}
        pageSize={SUBMITTED_FORMS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        noun={['patient', 'patients']}
      />
      <ViewFormsModal
        patient={shown}
        opened={viewing.opened}
        companyId={companyId}
        onClose={() => setViewing((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
