import {
  SUBMITTED_FORMS_COUNT_CAP,
  submissionMessages,
  type PatientRecord,
  type SubmittedFormsSort,
} from '@paperless/core';
import { useState } from 'react';
import { DataTable } from '../../ui/DataTable';
import { ServerList } from '../../ui/ServerList';
import { useServerList, type ListSpec } from '../../ui/useServerList';
import { browserTimeZone } from './submittedDates';
import { SUBMITTED_FORMS_COLUMNS, type SubmittedFormsMeta } from './submittedFormsColumns';
import { SUBMITTED_FORMS_PAGE_SIZE, useSubmittedForms } from './submittedFormsApi';
import { ViewFormsModal } from './ViewFormsModal';

const COUNT = new Intl.NumberFormat('en-US');

interface SubmittedFormsPanelProps {
  /** The company provider staff chose; undefined: the clinic user's own company. */
  companyId?: number;
  /** What an empty list says when nothing is searched (the two screens differ). */
  emptyText: string;
}

const SUBMITTED_FORMS: ListSpec = {
  pageSize: SUBMITTED_FORMS_PAGE_SIZE,
  noun: ['patient', 'patients'],
  searchLabel: 'Search submitted forms',
  searchPlaceholder: 'Patient name, date of birth, form or file name',
  errorTitle: 'The submitted forms could not be loaded',
};

/**
 * The Submitted Forms table shared by the clinic's own page and the company tab: patients
 * searched, sorted by their last submission and paged by the server, each opening View Forms.
 */
export function SubmittedFormsPanel({ companyId, emptyText }: SubmittedFormsPanelProps) {
  const paging = useServerList(SUBMITTED_FORMS);
  const [sort, setSort] = useState<SubmittedFormsSort>('date_desc');
  const list = useSubmittedForms({ companyId, page: paging.page, search: paging.query, sort });
  const [viewing, setViewing] = useState<{ patient: PatientRecord | null; opened: boolean }>({
    patient: null,
    opened: false,
  });
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
      paging.setPage(1);
    },
    timeZone: list.data?.time_zone ?? browserTimeZone(),
  };

  return (
    <>
      <ServerList
        list={paging}
        query={list}
        cappedNote={`More than ${COUNT.format(SUBMITTED_FORMS_COUNT_CAP)} patients match: search to narrow the list.`}
      >
        <DataTable
          actionColumn="view"
          label="Submitted forms"
          columns={SUBMITTED_FORMS_COLUMNS}
          rows={list.data?.data.patients}
          isLoading={list.isPending}
          emptyText={paging.query ? submissionMessages.emptySearch : emptyText}
          getRowId={(patient) => patient.patient_key}
          minWidth={640}
          meta={meta}
          sortedBy={{
            column: 'last_submitted',
            direction: sort === 'date_asc' ? 'ascending' : 'descending',
          }}
        />
      </ServerList>
      <ViewFormsModal
        patient={shown}
        opened={viewing.opened}
        companyId={companyId}
        onClose={() => setViewing((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
