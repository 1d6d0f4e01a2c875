import { sendingMessages, type SentLink } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, pdfResponse } from '../finance/testing';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { ActivityPage } from './ActivityPage';
import { CompanyActivityTab } from './CompanyActivityTab';
import { linkPage, sentLink } from './testing';
import { CANCEL_CONFIRM } from './useLinkActions';
import { serveSignedIn } from '../../test/signed-in';

type Routes = Parameters<typeof stubApi>[0];

afterEach(() => {
  vi.restoreAllMocks();
});

const ana = sentLink(3, {
  patient_name: 'Ana Lee',
  recipient: 'ana@example.com',
  state: 'opened',
  last_opened_at: '2026-12-02T01:05:00Z',
  send_count: 2,
  reminders_sent: 1,
  visit_at: '2026-12-04T16:00:00Z',
});
const ben = sentLink(2, {
  kind: 'bucket',
  title: 'New patient pack',
  channel: 'sms',
  recipient: '+15125550142',
  state: 'completed',
  submitted_at: '2026-12-02T18:45:00Z',
  files: [
    {
      submission_id: 40,
      form_name: 'Demography',
      url: 'submission:40',
      pdf_name: 'Demography - 2026-12-02.pdf',
      status: 'ready',
    },
    {
      submission_id: 41,
      form_name: 'Medical History',
      url: 'submission:41',
      pdf_name: 'Medical History - 2026-12-02.pdf',
      status: 'pending',
    },
  ],
});
const cleo = sentLink(1, { recipient: 'cleo@example.com', state: 'cancelled' });

function open(routes: Routes = {}, rows: SentLink[] = [ana, ben, cleo]) {
  return stubApi({ 'GET /api/links': () => json(200, linkPage(rows)), ...routes });
}

const listCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/links');

const rowOf = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Sent links' });
  return (await within(table).findByText(text)).closest('tr')!;
};

async function chooseAction(who: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${who}` }));
  // jsdom has no layout, so the popover hides the open menu; its items work all the same.
  const menu = await screen.findByRole('menu', { hidden: true });
  await userEvent.click(within(menu).getByRole('menuitem', { name: action, hidden: true }));
}

// Menus, dialogs and a lazy screen: on a busy 2-core machine a test can take several seconds.
describe('Activity', { timeout: 20_000 }, () => {
  it('is the clinic’s /activity screen', async () => {
    serveSignedIn(clientAdminSession(), {
      'GET /api/links': () => json(200, linkPage([ana, ben, cleo])),
    });
    renderApp('/activity');
    expect(await screen.findByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    expect(await rowOf('Ana Lee')).toBeInTheDocument();
  });

  it('lists each link with its state and its times in the clinic’s zone', async () => {
    open();
    renderWithProviders(<ActivityPage />);
    const row = await rowOf('Ana Lee');
    expect(within(row).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Patient Intake')).toBeInTheDocument();
    expect(within(row).getByText('Opened')).toBeInTheDocument();
    // Sent 15:30 UTC is 9:30 in Chicago; opened 01:05 UTC on the 2nd is the evening of the 1st.
    expect(within(row).getAllByText('Dec 1, 2026')).toHaveLength(2);
    expect(within(row).getByText('9:30 AM CST')).toBeInTheDocument();
    expect(within(row).getByText('7:05 PM CST')).toBeInTheDocument();
    expect(within(row).getByText('2 times')).toBeInTheDocument();
    expect(within(row).getByText('10:00 AM CST')).toBeInTheDocument(); // the visit

    const bucket = await rowOf('+15125550142');
    expect(within(bucket).getAllByRole('cell')[0]).toHaveTextContent(/^—$/); // no patient name
    expect(within(bucket).getByText('Completed')).toBeInTheDocument();
    expect(within(bucket).getByText('12:45 PM CST')).toBeInTheDocument();
    expect(within(await rowOf('cleo@example.com')).getByText('Cancelled')).toBeInTheDocument();
    // A cancelled link has nothing left to do.
    expect(screen.queryByRole('button', { name: 'Actions for cleo@example.com' })).toBeNull();
    expect(screen.getByText('3 links')).toBeInTheDocument();
  });

  it('offers only what each state allows', async () => {
    open();
    renderWithProviders(<ActivityPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Ana Lee (ana@example.com)' }),
    );
    let menu = await screen.findByRole('menu', { hidden: true });
    const names = (m: HTMLElement) =>
      within(m)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent);
    expect(names(menu)).toEqual(['Resend', 'Extend', 'Cancel link']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Actions for +15125550142' }));
    menu = await screen.findByRole('menu', { hidden: true });
    expect(names(menu)).toEqual(['View PDFs']);
  });

  it('searches and filters by state on the server, back on page 1', async () => {
    const fetchStub = open();
    renderWithProviders(<CompanyActivityTab companyId={5} />);
    await rowOf('Ana Lee');
    expect(listCalls(fetchStub)[0]!.search).toBe('?company_id=5&page=1&per_page=25');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search links' }), 'ana');
    await waitFor(() => expect(listCalls(fetchStub).at(-1)?.searchParams.get('q')).toBe('ana'));

    await userEvent.click(screen.getByRole('textbox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In progress', hidden: true }));
    await waitFor(() =>
      expect(listCalls(fetchStub).at(-1)?.search).toBe(
        '?company_id=5&q=ana&state=in_progress&page=1&per_page=25',
      ),
    );
  });

  it('asks before cancelling, then cancels on the server', async () => {
    const fetchStub = open({
      'POST /api/links/3/cancel': () => json(200, { message: sendingMessages.cancelled }),
    });
    renderWithProviders(<ActivityPage />);
    await chooseAction('Ana Lee (ana@example.com)', 'Cancel link');

    const dialog = await screen.findByRole('dialog', { name: 'Cancel link' });
    expect(dialog).toHaveTextContent(CANCEL_CONFIRM);
    const posts = () => fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel link' }));
    await waitFor(() => expect(shownNotices()).toContain(`Success: ${sendingMessages.cancelled}`));
    expect(String(posts()[0]![0])).toBe('/api/links/3/cancel');
    // The list is read again to show the new state.
    await waitFor(() => expect(listCalls(fetchStub).length).toBeGreaterThan(1));
  });

  it('keeps the link when the front desk changes its mind', async () => {
    const fetchStub = open();
    renderWithProviders(<ActivityPage />);
    await chooseAction('Ana Lee (ana@example.com)', 'Cancel link');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel link' })).toBeNull());
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('extends by the days chosen, and shows a refusal under the choice', async () => {
    let answer = json(422, {
      message: sendingMessages.extendDays,
      errors: { days: [sendingMessages.extendDays] },
    });
    const fetchStub = open({ 'POST /api/links/3/extend': () => answer });
    renderWithProviders(<ActivityPage />);
    await chooseAction('Ana Lee (ana@example.com)', 'Extend');

    const dialog = await screen.findByRole('dialog', { name: 'Extend link' });
    expect(dialog).toHaveTextContent('Dec 31, 2026, 9:30 AM CST');
    await userEvent.click(within(dialog).getByRole('radio', { name: '30 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText(sendingMessages.extendDays)).toBeInTheDocument();

    const extend = fetchStub.mock.calls.find(([url]) => String(url).includes('/extend'))!;
    expect(String(extend[0])).toBe('/api/links/3/extend');
    expect(JSON.parse(String(extend[1]?.body))).toEqual({ days: 30 });

    const message = sendingMessages.extended('Jan 30, 2027, 9:30 AM CST');
    answer = json(200, { message, data: { expires_at: '2027-01-30T15:30:00Z' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(shownNotices()).toContain(`Success: ${message}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend link' })).toBeNull());
  });

  it('resends, and shows the server’s refusal as a notice', async () => {
    const fetchStub = open({
      'POST /api/links/3/resend': () => json(409, { message: sendingMessages.alreadyCancelled }),
    });
    renderWithProviders(<ActivityPage />);
    await chooseAction('Ana Lee (ana@example.com)', 'Resend');
    await waitFor(() =>
      expect(shownNotices()).toContain(`Error: ${sendingMessages.alreadyCancelled}`),
    );
    const resend = fetchStub.mock.calls.find(([url]) => String(url).includes('/resend'))!;
    expect(String(resend[0])).toBe('/api/links/3/resend');
  });

  it('opens a completed link’s PDFs', async () => {
    const { saved } = captureDownloads();
    open({
      'GET /api/forms/pdf/download': (url) => pdfResponse(url.searchParams.get('pdf_name')!),
    });
    renderWithProviders(<ActivityPage />);
    await chooseAction('+15125550142', 'View PDFs');

    const dialog = await screen.findByRole('dialog', { name: 'PDFs' });
    expect(within(dialog).getByText(/Preparing PDF/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Demography' }));
    await waitFor(() =>
      expect(saved).toEqual([expect.objectContaining({ name: 'Demography - 2026-12-02.pdf' })]),
    );
    // One form still being prepared: the visit is not offered as one file yet.
    expect(within(dialog).queryByRole('button', { name: /as one PDF/ })).toBeNull();
  });

  // Issue 39: a PDF that could not be created shows in the list, and View PDFs tries it again.
  it('shows a failed PDF in the row and tries it again from View PDFs', async () => {
    let status: 'failed' | 'pending' = 'failed';
    const failedBen = () => ({
      ...ben,
      files: [{ ...ben.files[0]!, status }, ben.files[1]!],
    });
    const fetchStub = stubApi({
      'GET /api/links': () => json(200, linkPage([failedBen()])),
      'POST /api/submissions/40/pdf/retry': () => {
        status = 'pending';
        return json(200, { message: 'The PDF is being made again.' });
      },
    });
    renderWithProviders(<ActivityPage />);
    const row = await rowOf('+15125550142');
    expect(within(row).getByText('PDF could not be created')).toBeInTheDocument();
    await chooseAction('+15125550142', 'View PDFs');
    const dialog = await screen.findByRole('dialog', { name: 'PDFs' });
    const before = listCalls(fetchStub).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again for Demography' }));
    // The list is asked again, and the open dialog follows it.
    await waitFor(() => expect(within(dialog).getAllByText('Preparing PDF…')).toHaveLength(2));
    expect(listCalls(fetchStub).length).toBeGreaterThan(before);
    expect(within(row).queryByText('PDF could not be created')).toBeNull();
  });

  it('downloads a completed bucket as one PDF once every form is ready', async () => {
    const { saved } = captureDownloads();
    const ready = { ...ben, files: ben.files.map((f) => ({ ...f, status: 'ready' as const })) };
    const packetName = 'Lee, Ben - Forms - 2026-12-02.pdf';
    const fetchStub = open(
      { 'GET /api/submitted-forms/packet.pdf': () => pdfResponse(packetName) },
      [ready],
    );
    renderWithProviders(<ActivityPage />);
    await chooseAction('+15125550142', 'View PDFs');
    const dialog = await screen.findByRole('dialog', { name: 'PDFs' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Download packet as one PDF' }),
    );
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ name: packetName })]));
    const call = fetchStub.mock.calls.find(([url]) => String(url).includes('packet.pdf'))!;
    expect(new URL(String(call[0]), 'http://x').searchParams.get('submission_ids')).toBe('40,41');
  });

  it('says when no link matches', async () => {
    open({}, []);
    renderWithProviders(<ActivityPage />);
    expect(await screen.findByText(sendingMessages.noActivity)).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    open({ 'GET /api/links': () => json(500, { message: 'Something went wrong' }) });
    renderWithProviders(<ActivityPage />);
    expect(await screen.findByText('The sent links could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
