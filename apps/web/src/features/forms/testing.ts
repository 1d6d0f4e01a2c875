import type { FormDetail, FormSummary } from '@paperless/core';
import type { stubApi } from '../../test/network';
import { clientAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

/** Fixtures and a stubbed server for this feature's screen tests. */
export const templateForm: FormSummary = {
  id: 5,
  title: 'Acknowledgment of Notice of Privacy Practices',
  description: null,
  status: 1,
  template_id: 5,
  version: 1,
  field_count: 4,
  customized: false,
  updated_at: '2025-03-01T09:00:00Z',
};

export const customForm: FormDetail = {
  id: 41,
  title: 'Dental intake',
  description: 'Before your cleaning',
  status: 1,
  template_id: null,
  version: 2,
  field_count: 2,
  customized: false,
  tailoring: null,
  updated_at: '2025-03-02T09:00:00Z',
  fields: [
    {
      name: 'occupation',
      label: 'Occupation',
      type: 'input',
      input_type: 'text',
      is_required: 1,
      options: [],
    },
    {
      name: 'visit',
      label: 'Visit type',
      type: 'select',
      input_type: 'select',
      is_required: 0,
      options: ['Cleaning', 'Whitening'],
    },
  ],
};

const practice = { name: 'Sunrise Family Clinic', state: null, phone: '+1 555 0100' };

/** The original Records Release form of the company (issue 17's tailoring, nothing customized). */
export const recordsReleaseForm: FormDetail = {
  id: 51,
  title: 'Records Release Authorization Form',
  description: null,
  status: 1,
  template_id: 1,
  version: 1,
  field_count: 14,
  customized: false,
  updated_at: '2025-03-01T09:00:00Z',
  fields: [],
  tailoring: {
    customization: null,
    practice,
    title: 'Records Release Authorization Form',
    version: 1,
  },
};

/** The clinic's own version of Records Release, at version 2. */
export const customizedRecordsRelease: FormDetail = {
  ...recordsReleaseForm,
  id: 52,
  title: 'Records Release (Sunrise)',
  version: 2,
  field_count: 13,
  customized: true,
  tailoring: {
    customization: {
      notice: ['{practice_name} releases records within a week.'],
      hidden: ['medical_release'],
      records_fee: '$5 per request',
      added: [],
      signature: false,
    },
    practice,
    title: 'Records Release (Sunrise)',
    version: 2,
  },
};

export const summaryOf = ({
  fields: _fields,
  tailoring: _tailoring,
  ...summary
}: FormDetail): FormSummary => summary;

export const listAnswer = (data: FormSummary[]) => ({
  data,
  total: data.length,
  page: 1,
  per_page: 25,
});

type Routes = Parameters<typeof stubApi>[0];

/** A signed-in Client Admin and a server holding these routes (plus the shell's own calls). */
export function clinicServer(routes: Routes = {}) {
  return serveSignedIn(clientAdminSession(), routes);
}

export function callsTo(fetchStub: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchStub.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === path);
}
