import { submissionMessages, type PatientRecord, type SubmittedFile } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { clientAdminSession, superAdminSession } from '../../test/sessions';
import { CompanySubmittedFormsTab } from './CompanySubmittedFormsTab';
import { SubmittedFormsPage } from './SubmittedFormsPage';

// Issue 39: a PDF that could not be created is offered again from its row.

const file = (id: number, form_name: string, status: SubmittedFile['status']): SubmittedFile => ({
  submission_id: id,
  form_name,
  url: `submission:${id}`,
  pdf_name: `${form_name} - 2025-06-10.pdf`,
  submitted_at: '2025-06-10T15:00:00.000Z',
  status,
});

const patient = (refill: SubmittedFile['status']): PatientRecord => ({
  patient_key: 'k1',
  patient_name: 'Emma Johnson',
  dob: '1985-04-12',
  last_submitted_at: '2025-06-10T15:00:00.000Z',
  files: [file(1, 'Demography', 'ready'), file(5, 'Refill Policy', refill)],
});

/** The server: the list as it stands, and Try again as the server answers it. */
function server(retry: (url: URL) => Response) {
  let refill: SubmittedFile['status'] = 'failed';
  const retried: URL[] = [];
  const fetchStub = stubApi({
    'GET /api/submitted-forms': () =>
      json(200, { data: { patients: [patient(refill)] }, total: 1, page: 1, per_page: 10 }),
    'POST /api/submissions/5/pdf/retry': (url) => {
      retried.push(url);
      const answer = retry(url);
      if (answer.ok) refill = 'pending';
      return answer;
    },
  });
  return { fetchStub, retried };
}

async function openEmma() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Forms of Emma Johnson' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'View Forms' }) };
}

const listCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls.filter(([input]) => String(input).includes('/api/submitted-forms')).length;

describe("FileRow's Try again", () => {
  it('sends the failed PDF back to be made and shows it being prepared', async () => {
    saveSession(clientAdminSession(), false);
    const { fetchStub, retried } = server(() =>
      json(200, { message: submissionMessages.retryStarted }),
    );
    renderWithProviders(<SubmittedFormsPage />);
    const { user, dialog } = await openEmma();
    expect(within(dialog).getByText('PDF could not be created')).toBeInTheDocument();
    // Named for its form: a screen reader tells the rows apart.
    const retry = within(dialog).getByRole('button', { name: 'Try again for Refill Policy' });
    const before = listCalls(fetchStub);

    await user.click(retry);
    expect(await within(dialog).findByText('Preparing PDF…')).toBeInTheDocument();
    expect(within(dialog).queryByText('PDF could not be created')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Try again/ })).toBeNull();
    expect(retried).toHaveLength(1);
    // A clinic user acts on their own company: no company is named.
    expect(retried[0]!.searchParams.has('company_id')).toBe(false);
    // The list was asked again (TanStack Query's invalidation), not patched in the browser.
    expect(listCalls(fetchStub)).toBeGreaterThan(before);
  });

  it("names the company for provider staff on a client's tab", async () => {
    saveSession(superAdminSession(), false);
    const { retried } = server(() => json(200, { message: submissionMessages.retryStarted }));
    renderWithProviders(<CompanySubmittedFormsTab companyId={7} />);
    const { user, dialog } = await openEmma();
    await user.click(within(dialog).getByRole('button', { name: 'Try again for Refill Policy' }));
    await waitFor(() => expect(retried).toHaveLength(1));
    expect(retried[0]!.searchParams.get('company_id')).toBe('7');
  });

  it('says why when the server refuses, and the row stays as it was', async () => {
    saveSession(clientAdminSession(), false);
    server(() => json(409, { message: submissionMessages.retryNotFailed }));
    renderWithProviders(<SubmittedFormsPage />);
    const { user, dialog } = await openEmma();
    await user.click(within(dialog).getByRole('button', { name: 'Try again for Refill Policy' }));
    await waitFor(() =>
      expect(shownNotices()).toContain(`Error: ${submissionMessages.retryNotFailed}`),
    );
    expect(within(dialog).getByText('PDF could not be created')).toBeInTheDocument();
  });
});
