import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PatientRecord, SubmittedFormsSort } from '@paperless/core';
import { IconFiles } from '@tabler/icons-react';
import { createColumnHelper, type Table } from '@tanstack/react-table';
import { metaOf } from '../../ui/DataTable';
import { usDate } from '../finance';
import { FormNames } from './FormNames';
import { SortHeader } from './SortHeader';
import { submittedAt } from './submittedDates';

/** What the cells need besides their row, handed to the table as its meta. */
export interface SubmittedFormsMeta {
  onView: (patient: PatientRecord) => void;
  sort: SubmittedFormsSort;
  onSort: (next: SubmittedFormsSort) => void;
  /** The clinic's zone when the answer names it, else the browser's. */
  timeZone: string;
}

const column = createColumnHelper<PatientRecord>();
const meta = (table: Table<PatientRecord>) => metaOf<SubmittedFormsMeta, PatientRecord>(table);

/** Submitted Forms: the spec's Patient Name, DOB and View Forms, with the date and the forms. */
export const SUBMITTED_FORMS_COLUMNS = [
  column.display({
    id: 'name',
    header: 'Patient Name',
    cell: ({ row }) => row.original.patient_name,
  }),
  column.display({ id: 'dob', header: 'DOB', cell: ({ row }) => usDate(row.original.dob) }),
  column.display({
    id: 'last_submitted',
    // The header is a sort button; the card layout of narrow screens names the cell with this.
    meta: { label: 'Last submitted' },
    header: ({ table }) => (
      <SortHeader label="Last submitted" sort={meta(table).sort} onSort={meta(table).onSort} />
    ),
    cell: ({ row, table }) => {
      const { date, time } = submittedAt(row.original.last_submitted_at, meta(table).timeZone);
      return (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {date}
          </Text>
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {time}
          </Text>
        </Stack>
      );
    },
  }),
  column.display({
    id: 'forms',
    header: 'Forms',
    cell: ({ row }) => <FormNames patient={row.original} />,
  }),
  column.display({
    id: 'view',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    cell: ({ row, table }) => (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFiles size={14} aria-hidden />}
        aria-label={`View Forms of ${row.original.patient_name}`}
        onClick={() => meta(table).onView(row.original)}
        style={{ whiteSpace: 'nowrap' }}
      >
        View Forms
      </Button>
    ),
  }),
];
