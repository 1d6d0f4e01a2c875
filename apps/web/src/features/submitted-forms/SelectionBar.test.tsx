import type { PatientRecord, SubmittedFile } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { captureDownloads } from '../finance/testing';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { clientAdminSession } from '../../test/sessions';
import { SubmittedFormsPage } from './SubmittedFormsPage';

const file = (id: number, form_name: string, status: SubmittedFile['status']): SubmittedFile => ({
  submission_id: id,
  form_name,
  url: `submission:${id}`,
  pdf_name: `Nguyễn, Hằng - ${form_name} - 2025-06-10.pdf`,
  submitted_at: '2025-06-10T15:00:00.000Z',
  status,
});

const hang: PatientRecord = {
  patient_key: 'k1',
  patient_name: 'Hằng Nguyễn',
  dob: '1984-03-07',
  last_submitted_at: '2025-06-10T15:00:00.000Z',
  files: [file(11, 'Demography', 'ready'), file(12, 'Medical History', 'ready'), file(13, 'Refill', 'pending')],
}; // prettier-ignore

const packet = (type: string, name: string) =>
  new Response(new Blob(['packet bytes']), {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });

afterEach(() => {
  vi.restoreAllMocks();
});

function open(zip: () => Response = () => packet('application/zip', 'Nguyen, Hang - Forms.zip')) {
  saveSession(clientAdminSession(), false);
  return stubApi({
    'GET /api/submitted-forms': () =>
      json(200, { data: { patients: [hang] }, total: 1, page: 1, per_page: 10 }),
    'GET /api/submitted-forms/packet.pdf': () =>
      packet('application/pdf', 'Nguyen, Hang - Forms - 2025-06-10.pdf'),
    'GET /api/submitted-forms/packet.zip': zip,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<SubmittedFormsPage />);
  await user.click(await screen.findByRole('button', { name: 'View Forms of Hằng Nguyễn' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'View Forms' }) };
}

const callsTo = (fetchStub: ReturnType<typeof stubApi>, path: string) =>
  fetchStub.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === path);

describe('the View Forms dialog, one file for the selection', () => {
  it('offers one PDF and a ZIP only once forms are selected', async () => {
    open();
    const { user, dialog } = await openDialog();
    const pdf = within(dialog).getByRole('button', { name: 'Download as one PDF' });
    const zip = within(dialog).getByRole('button', { name: 'Download as ZIP' });
    expect(pdf).toBeDisabled();
    expect(zip).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Demography' }));
    expect(pdf).toBeEnabled();
    expect(zip).toBeEnabled();
  });

  it('downloads the selection as one PDF under the name the server gives', async () => {
    const fetchStub = open();
    const { saved } = captureDownloads();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download as one PDF' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Nguyen, Hang - Forms - 2025-06-10.pdf');
    const [call] = callsTo(fetchStub, '/api/submitted-forms/packet.pdf');
    expect(call!.searchParams.get('submission_ids')).toBe('11,12');
    // One request, not one per form.
    expect(callsTo(fetchStub, '/api/forms/pdf/download')).toHaveLength(0);
    await waitFor(() =>
      expect(shownNotices()).toContain('Success: 2 forms downloaded as one PDF.'),
    );
    expect(within(dialog).getByText('Selected Forms: 0')).toBeInTheDocument();
  });

  it("shows the server's refusal of a ZIP and keeps the selection", async () => {
    const message = 'A ZIP can hold at most 200 forms. Select fewer forms and try again.';
    open(() => json(422, { message, errors: { submission_ids: [message] } }));
    const { saved } = captureDownloads();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Medical History' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download as ZIP' }));

    await waitFor(() => expect(shownNotices()).toContain(`Error: ${message}`));
    expect(saved).toHaveLength(0);
    expect(within(dialog).getByText('Selected Forms: 1')).toBeInTheDocument();
  });
});
