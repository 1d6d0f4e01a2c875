import {
  formatInZone,
  submissionMessages,
  type PatientRecord,
  type SubmittedFile,
} from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { captureDownloads, pdfResponse } from '../finance/testing';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { clientAdminSession } from '../../test/sessions';
import { CompanySubmittedFormsTab } from './CompanySubmittedFormsTab';
import { SubmittedFormsPage } from './SubmittedFormsPage';

const file = (id: number, form_name: string, status: SubmittedFile['status']): SubmittedFile => ({
  submission_id: id,
  form_name,
  url: `submission:${id}`,
  pdf_name: `${form_name} - 2025-06-10.pdf`,
  submitted_at: '2025-06-10T15:00:00.000Z',
  status,
});

const emma: PatientRecord = {
  patient_key: 'k1',
  patient_name: 'Emma Johnson',
  dob: '1985-04-12',
  last_submitted_at: '2025-06-10T15:00:00.000Z',
  files: [
    file(1, 'Demography', 'ready'),
    file(2, 'Privacy Acknowledgment', 'ready'),
    file(3, 'Check-In', 'ready'),
    file(4, 'Medical History', 'pending'),
    file(5, 'Refill Policy', 'failed'),
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

function open(patients: PatientRecord[] = [emma], failing: string[] = []) {
  saveSession(clientAdminSession(), false);
  return stubApi({
    'GET /api/submitted-forms': (url) => {
      const search = url.searchParams.get('search') ?? '';
      const found = patients.filter((p) => p.patient_name.toLowerCase().includes(search));
      return json(200, { data: { patients: found }, total: found.length, page: 1, per_page: 10 });
    },
    'GET /api/forms/pdf/download': (url) =>
      failing.includes(url.searchParams.get('url')!)
        ? json(409, { message: submissionMessages.pdfIntegrity })
        : pdfResponse(url.searchParams.get('pdf_name')!),
  });
}

async function openEmma() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Forms of Emma Johnson' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'View Forms' }) };
}

describe('Submitted Forms', () => {
  it('lists patients with their date of birth as MM/DD/YYYY', async () => {
    open();
    renderWithProviders(<SubmittedFormsPage />);
    const row = (await screen.findByRole('cell', { name: 'Emma Johnson' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '04/12/1985' })).toBeInTheDocument();
  });

  it('says when there is nothing, and when a search finds nothing', async () => {
    const fetchStub = open([]);
    renderWithProviders(<SubmittedFormsPage />);
    expect(await screen.findByText(submissionMessages.emptyOwn)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search submitted forms'), 'zed');
    expect(await screen.findByText(submissionMessages.emptySearch)).toBeInTheDocument();
    // The empty-search text shows once any search ('z', 'ze') has answered; on a busy machine
    // the last keystroke's request may still be on its way.
    const lastSearch = () =>
      new URL(String(fetchStub.mock.calls.at(-1)![0]), 'http://x').searchParams.get('search');
    await waitFor(() => expect(lastSearch()).toBe('zed'));
  });

  it("names the company on a client's tab, with its own empty text", async () => {
    const fetchStub = open([]);
    renderWithProviders(<CompanySubmittedFormsTab companyId={7} />);
    expect(await screen.findByText(submissionMessages.emptyCompany)).toBeInTheDocument();
    const url = new URL(String(fetchStub.mock.calls[0]![0]), 'http://x');
    expect(url.searchParams.get('company_id')).toBe('7');
  });
});

describe('Submitted Forms, newer columns', () => {
  const liam: PatientRecord = {
    patient_key: 'k2',
    patient_name: 'Liam Brown',
    dob: null,
    last_submitted_at: '2025-01-05T02:30:00.000Z',
    files: [file(9, 'Check-In', 'ready'), file(8, 'Check-In', 'ready')],
  };

  function openSorted(timeZone?: string) {
    saveSession(clientAdminSession(), false);
    return stubApi({
      'GET /api/submitted-forms': (url) => {
        const newestFirst = [emma, liam];
        const patients =
          url.searchParams.get('sort') === 'date_asc' ? newestFirst.reverse() : newestFirst;
        return json(200, {
          data: { patients },
          total: 2,
          page: 1,
          per_page: 10,
          ...(timeZone && { time_zone: timeZone }),
        });
      },
    });
  }

  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
  const sortOf = (fetchStub: ReturnType<typeof stubApi>) =>
    fetchStub.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/submitted-forms')
      .at(-1)!
      .searchParams.get('sort');

  it("shows each patient's last submission in the clinic's zone and their forms", async () => {
    openSorted('America/Chicago');
    renderWithProviders(<SubmittedFormsPage />);
    const row = (await screen.findByRole('cell', { name: 'Emma Johnson' })).closest('tr')!;
    // 15:00 UTC on Jun 10 is 10:00 in Chicago (daylight time).
    expect(within(row).getByText('Jun 10, 2025')).toBeInTheDocument();
    expect(within(row).getByText('10:00 AM CDT')).toBeInTheDocument();
    expect(within(row).getByText('Demography')).toBeInTheDocument();
    expect(within(row).getByText('Privacy Acknowledgment')).toBeInTheDocument();
    expect(within(row).getByText('+3 more')).toBeInTheDocument();
    expect(
      within(row).getByText('and Check-In, Medical History, Refill Policy'),
    ).toBeInTheDocument();
    // 02:30 UTC on Jan 5 is still Jan 4 in Chicago; a form sent twice is named once.
    const liamRow = screen.getByRole('cell', { name: 'Liam Brown' }).closest('tr')!;
    expect(within(liamRow).getByText('Jan 4, 2025')).toBeInTheDocument();
    expect(within(liamRow).getAllByText('Check-In')).toHaveLength(1);
  });

  it("falls back to the browser's zone when the answer names none", async () => {
    openSorted();
    renderWithProviders(<SubmittedFormsPage />);
    const row = (await screen.findByRole('cell', { name: 'Emma Johnson' })).closest('tr')!;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      within(row).getByText(formatInZone(emma.last_submitted_at, zone, 'date')),
    ).toBeInTheDocument();
  });

  it('sorts by the last submission on the server, newest first until the header is clicked', async () => {
    const fetchStub = openSorted('America/Chicago');
    renderWithProviders(<SubmittedFormsPage />);
    await screen.findByRole('cell', { name: 'Emma Johnson' });
    const header = screen.getByRole('columnheader', { name: /Last submitted/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(sortOf(fetchStub)).toBe('date_desc');
    expect(names()).toEqual(['Emma Johnson', 'Liam Brown']);

    await userEvent.click(within(header).getByRole('button', { name: /Last submitted/ }));
    await waitFor(() => expect(names()).toEqual(['Liam Brown', 'Emma Johnson']));
    expect(sortOf(fetchStub)).toBe('date_asc');
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(header).getByRole('button', { name: /Last submitted/ }));
    await waitFor(() => expect(names()).toEqual(['Emma Johnson', 'Liam Brown']));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('the View Forms dialog', () => {
  it('shows the patient and what each file can do', async () => {
    open();
    renderWithProviders(<SubmittedFormsPage />);
    const { dialog } = await openEmma();
    expect(within(dialog).getByText('E')).toBeInTheDocument();
    expect(within(dialog).getByText('Date of Birth: 04/12/1985')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View Demography' })).toBeInTheDocument();
    expect(within(dialog).getByText('Preparing PDF…')).toBeInTheDocument();
    expect(within(dialog).getByText('PDF could not be created')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Select Medical History' })).toBeDisabled();
    expect(within(dialog).getByText('Selected Forms: 0')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('hides the per-file icons while any is selected; Select All toggles all or none', async () => {
    open();
    renderWithProviders(<SubmittedFormsPage />);
    const { user, dialog } = await openEmma();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Demography' }));
    expect(within(dialog).getByText('Selected Forms: 1')).toBeInTheDocument();
    // The per-file icons only; the bar's 'Download as …' buttons stay.
    expect(within(dialog).queryByRole('button', { name: /^(View|Download) (?!as )/ })).toBeNull();

    const all = within(dialog).getByRole('checkbox', { name: 'Select All' });
    await user.click(all);
    expect(within(dialog).getByText('Selected Forms: 3')).toBeInTheDocument();
    expect(all).toBeChecked();
    await user.click(all);
    expect(within(dialog).getByText('Selected Forms: 0')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^View / })).toHaveLength(3);
  });

  it('clears the selection when closed', async () => {
    open();
    renderWithProviders(<SubmittedFormsPage />);
    const { user, dialog } = await openEmma();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await openEmma();
    expect(within(again.dialog).getByText('Selected Forms: 0')).toBeInTheDocument();
  });

  it('downloads the selection one by one, 1.5 s apart, and reports the skipped ones', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchStub = open([emma], ['submission:2']);
    const { saved } = captureDownloads();
    renderWithProviders(<SubmittedFormsPage />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'View Forms of Emma Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Forms' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    const downloads = () =>
      fetchStub.mock.calls.filter(([input]) => String(input).includes('/pdf/download')).length;
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(downloads()).toBe(2));
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((s) => s.name)).toEqual([
      'Demography - 2025-06-10.pdf',
      'Check-In - 2025-06-10.pdf',
    ]);
    await waitFor(() =>
      expect(shownNotices()).toContain(
        'Error: 2 forms downloaded; 1 form could not be downloaded and was skipped.',
      ),
    );
  });
});
