import type { PatientRecord, SubmissionUpload } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { captureDownloads } from '../finance/testing';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { clientAdminSession } from '../../test/sessions';
import { CompanySubmittedFormsTab } from './CompanySubmittedFormsTab';

const FRONT = '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f';
const LETTER = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const uploads: SubmissionUpload[] = [
  {
    upload_id: FRONT,
    field: 'card_front',
    label: 'Insurance card (front)',
    mime: 'image/jpeg',
    bytes: 2_516_582,
    width: 1600,
    height: 1000,
    pages: null,
  },
  {
    upload_id: LETTER,
    field: 'referral',
    label: 'Referral letter',
    mime: 'application/pdf',
    bytes: 90_112,
    width: null,
    height: null,
    pages: 2,
  },
];

const file = (id: number, form_name: string) => ({
  submission_id: id,
  form_name,
  url: `submission:${id}`,
  pdf_name: `${form_name} - 2025-06-10.pdf`,
  submitted_at: '2025-06-10T15:00:00.000Z',
  status: 'ready' as const,
});

const emma: PatientRecord = {
  patient_key: 'k1',
  patient_name: 'Emma Johnson',
  dob: '1985-04-12',
  last_submitted_at: '2025-06-10T15:00:00.000Z',
  files: [file(1, 'Insurance'), file(2, 'Demography')],
};

afterEach(() => {
  vi.restoreAllMocks();
});

function open() {
  saveSession(clientAdminSession(), false);
  return stubApi({
    'GET /api/submitted-forms': () =>
      json(200, { data: { patients: [emma] }, total: 1, page: 1, per_page: 10 }),
    'GET /api/submissions/1/uploads': () => json(200, { data: uploads }),
    'GET /api/submissions/2/uploads': () => json(200, { data: [] }),
    [`GET /api/submissions/1/uploads/${FRONT}`]: () =>
      new Response(new Blob(['jpeg bytes'], { type: 'image/jpeg' }), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="insurance-card-front.jpg"' },
      }),
  });
}

const uploadCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://x'), init }))
    .filter(({ url }) => url.pathname.startsWith('/api/submissions/'));

describe('attachments in the View Forms dialog', () => {
  it('asks for them only when the dialog opens, and lists them under their form', async () => {
    const fetchStub = open();
    renderWithProviders(<CompanySubmittedFormsTab companyId={7} />);
    const user = userEvent.setup();
    const viewForms = await screen.findByRole('button', { name: 'View Forms of Emma Johnson' });
    expect(uploadCalls(fetchStub)).toEqual([]);
    await user.click(viewForms);
    const dialog = await screen.findByRole('dialog', { name: 'View Forms' });

    const list = await within(dialog).findByRole('list', { name: 'Attachments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Insurance card \(front\)JPEG photo · 2\.4 MB/),
      expect.stringMatching(/Referral letterPDF, 2 pages · 88 KB/),
    ]);
    // Only the form with uploads shows the list; provider staff ask for the clinic's own.
    expect(within(dialog).getAllByRole('list', { name: 'Attachments' })).toHaveLength(1);
    const asked = uploadCalls(fetchStub).map(({ url }) => url.searchParams.get('company_id'));
    expect(asked).toEqual(['7', '7']);
  });

  it('downloads one file with the session, under the name the server gives', async () => {
    const fetchStub = open();
    const { saved } = captureDownloads();
    renderWithProviders(<CompanySubmittedFormsTab companyId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Forms of Emma Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Forms' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Download Insurance card (front)' }),
    );

    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['insurance-card-front.jpg']));
    const download = uploadCalls(fetchStub).find(({ url }) => url.pathname.endsWith(FRONT))!;
    expect(download.url.searchParams.get('company_id')).toBe('7');
    expect(new Headers(download.init?.headers).get('authorization')).toMatch(/^Bearer /);
  });
});
