import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  SUBMITTED_FORMS_COUNT_CAP,
  submissionMessages,
  type PatientRecord,
  type SubmittedFormsSort,
} from '@paperless/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../ui/DataTable';
import { ListPager } from '../../ui/ListPager';
import { LoadError } from '../../ui/LoadError';
import { browserTimeZone } from './submittedDates';
import { SUBMITTED_FORMS_COLUMNS, type SubmittedFormsMeta } from './submittedFormsColumns';
import { SUBMITTED_FORMS_PAGE_SIZE, useSubmittedForms } from './submittedFormsApi';
import { ViewFormsModal } from './ViewFormsModal';

const SEARCH_DELAY_MS = 300;
const COUNT = new Intl.NumberFormat('en-US');

interface SubmittedFormsPanelProps {
  /** The company provider staff chose; undefined: the clinic user's own company. */
  companyId?: number;
  /** What an empty list says when nothing is searched (the two screens differ). */
  emptyText: string;
}

/**
 * The Submitted Forms table shared by the clinic's own page and the company tab: patients
 * searched, sorted by their last submission and paged by the server, each opening View Forms.
 */
export function SubmittedFormsPanel({ companyId, emptyText }: SubmittedFormsPanelProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SubmittedFormsSort>('date_desc');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useSubmittedForms({ companyId, page, search: debounced, sort });
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
  const meta: SubmittedFormsMeta = {
    onView: (patient) => setViewing({ patient, opened: true }),
    sort,
    onSort: (next) => {
      setSort(next);
      setPage(1);
    },
    timeZone: list.data?.time_zone ?? browserTimeZone(),
  };

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
        <LoadError
          title="The submitted forms could not be loaded"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <DataTable
          label="Submitted forms"
          columns={SUBMITTED_FORMS_COLUMNS}
          rows={list.data?.data.patients}
          isLoading={list.isPending}
          emptyText={debounced ? submissionMessages.emptySearch : emptyText}
          getRowId={(patient) => patient.patient_key}
          minWidth={640}
          meta={meta}
          sortedBy={{
            column: 'last_submitted',
            direction: sort === 'date_asc' ? 'ascending' : 'descending',
          }}
        />
      )}
      {list.data?.total_capped && (
        <Text size="sm" c="gray.7">
          More than {COUNT.format(SUBMITTED_FORMS_COUNT_CAP)} patients match: search to narrow the
          list.
        </Text>
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
