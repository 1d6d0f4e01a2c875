import type { DashboardResponse, DashboardTransaction } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { superAdminSession } from '../../test/sessions';
import { expectWholeBadge, standings } from '../finance/testing';
import { serveSignedIn } from '../../test/signed-in';

const answer: DashboardResponse = {
  totalPatients: 1234,
  total_clients: 3,
  total_forms: 2710,
  total_revenue: 4321.5,
  transactions: [],
  chart: Array.from({ length: 12 }, (_, i) => ({
    month: `2025-${String(i + 1).padStart(2, '0')}`,
    revenue: i === 10 ? 207.5 : 0,
    encounters: i,
  })),
};

const rows: DashboardTransaction[] = [
  {
    id: 1,
    clientName: 'Sunrise Family Medicine',
    planName: 'Professional Plan',
    lastMonthEncounters: 87,
    lastMonthPayAmount: 79,
    status: 'Active/Paid',
  },
  {
    id: 2,
    clientName: 'Lakeside Pediatrics',
    planName: 'Basic Plan',
    lastMonthEncounters: 12,
    lastMonthPayAmount: 0,
    status: 'Suspended',
  },
];

/** The server's page: every row, unless the stub is told otherwise. */
const page = (data: DashboardTransaction[], total = data.length) =>
  json(200, { data, total, page: 1, per_page: 25 });

type Routes = Parameters<typeof stubApi>[0];
// The page is a lazy chunk with the chart library: its first load can take a while.
const LOAD = { timeout: 5_000 };

function openDashboard(routes: Routes = {}) {
  const session = superAdminSession();
  const fetchStub = serveSignedIn(session, {
    'GET /api/dashboard': () => json(200, answer),
    'GET /api/dashboard/transactions': () => page(rows),
    // An installation already set up: no checklist unless a test says otherwise.
    'GET /api/dashboard/setup': () => json(200, { steps: [] }),
    ...routes,
  });
  renderApp('/dashboard');
  return fetchStub;
}

const counter = (label: string) => screen.getByRole('group', { name: label });
const table = () => screen.getByRole('table', { name: 'Transaction History' });

function rowTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('DashboardPage', () => {
  it('shows skeletons, then the four counters with revenue in dollars', async () => {
    let answerNow: (response: Response) => void = () => {};
    openDashboard({
      'GET /api/dashboard': () =>
        new Promise<Response>((resolve) => (answerNow = resolve)) as never,
    });
    await screen.findByRole('group', { name: 'Total Patients' }, LOAD);
    expect(screen.getAllByTestId('counter-skeleton')).toHaveLength(4);
    expect(counter('Total Revenue')).toHaveAttribute('aria-busy', 'true');

    answerNow(json(200, answer));
    await waitFor(() => expect(counter('Total Patients')).toHaveTextContent('1,234'));
    expect(counter('Total Clients')).toHaveTextContent('3');
    expect(counter('Total Forms')).toHaveTextContent('2,710');
    expect(counter('Total Revenue')).toHaveTextContent('$4,321.50');
    expect(screen.queryByTestId('counter-skeleton')).not.toBeInTheDocument();
  });

  it('lists the clients with dollar amounts and a red badge only for Suspended', async () => {
    openDashboard();
    const sunrise = (
      await screen.findByRole('cell', { name: 'Sunrise Family Medicine' }, LOAD)
    ).closest('tr')!;
    expect(rowTexts(sunrise)).toEqual([
      'Sunrise Family Medicine',
      'Professional Plan',
      '87',
      '$79.00',
      'Active/Paid',
    ]);
    const lakeside = screen.getByRole('cell', { name: 'Lakeside Pediatrics' }).closest('tr')!;
    expect(rowTexts(lakeside)[3]).toBe('$0.00');
    const badgeColor = (row: HTMLElement, text: string) =>
      within(row).getByText(text).closest('.mantine-Badge-root')!.getAttribute('style');
    expect(badgeColor(sunrise, 'Active/Paid')).toContain('green');
    expect(badgeColor(lakeside, 'Suspended')).toContain('red');
  });

  it("shows each client's standing in decision 16's words, whole, as every screen does", async () => {
    openDashboard({
      'GET /api/dashboard/transactions': () =>
        page(
          standings.map(({ name, word }, index) => ({
            ...rows[0]!,
            id: index + 1,
            clientName: name,
            status: word,
          })),
        ),
    });
    await screen.findByRole('cell', { name: standings[0]!.name }, LOAD);
    for (const { name, word } of standings) {
      expectWholeBadge(screen.getByRole('cell', { name }).closest('tr')!, word);
    }
    // The Dashboard's spec line: red for suspended and green otherwise.
    const colorOf = (word: string) =>
      screen
        .getByText(word, { selector: '.mantine-Badge-label' })
        .closest('.mantine-Badge-root')!
        .getAttribute('style');
    expect(colorOf('Active/Pending')).toContain('green');
    expect(colorOf('Suspended')).toContain('red');
  });

  it('asks the server to search, from page 1, and says when nothing matches', async () => {
    const fetchStub = openDashboard({
      'GET /api/dashboard/transactions': (url) =>
        url.searchParams.get('search') === 'suspend'
          ? page([rows[1]!])
          : url.searchParams.get('search')
            ? page([])
            : page(rows, 60),
    });
    await screen.findByRole('cell', { name: 'Sunrise Family Medicine' }, LOAD);
    expect(screen.getByText('60 clients')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const search = screen.getByLabelText('Search transactions');

    await userEvent.type(search, 'suspend');
    await waitFor(() =>
      expect(within(table()).queryByText('Sunrise Family Medicine')).not.toBeInTheDocument(),
    );
    expect(within(table()).getByText('Lakeside Pediatrics')).toBeInTheDocument();
    const urls = fetchStub.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    const asked = urls.filter((url) => url.pathname === '/api/dashboard/transactions');
    expect(asked.map((url) => url.searchParams.get('page'))).toContain('2');
    expect(asked.at(-1)!.searchParams.get('page')).toBe('1');
    expect(asked.at(-1)!.searchParams.get('per_page')).toBe('25');

    await userEvent.clear(search);
    await userEvent.type(search, '7');
    expect(await within(table()).findByText('No data available')).toBeInTheDocument();
  });

  it('asks the server for a status filter and keeps the counters', async () => {
    const fetchStub = openDashboard({
      'GET /api/dashboard/transactions': (url) =>
        url.searchParams.get('filter') === 'Active/Trial' ? page([]) : page(rows),
    });
    await screen.findByRole('cell', { name: 'Sunrise Family Medicine' }, LOAD);
    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Active/Trial', hidden: true }),
    );

    expect(await within(table()).findByText('No data available')).toBeInTheDocument();
    const paths = fetchStub.mock.calls.map(([url]) => String(url));
    expect(paths.some((path) => path.includes('filter=Active%2FTrial'))).toBe(true);
    // The counters are the same for every filter: loaded once.
    expect(paths.filter((path) => path === '/api/dashboard')).toHaveLength(1);
    expect(counter('Total Clients')).toHaveTextContent('3');
  });

  it('gives the chart a title and its numbers as a table', async () => {
    openDashboard();
    expect(
      await screen.findByRole('region', { name: 'Revenue and encounters, last 12 months' }, LOAD),
    ).toBeInTheDocument();
    const data = await screen.findByRole(
      'table',
      { name: 'Revenue and encounters by month, last 12 months' },
      LOAD,
    );
    const november = within(data).getByRole('rowheader', { name: 'Nov 2025' }).closest('tr')!;
    expect(
      within(november)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$207.50', '10']);
    expect(within(data).getAllByRole('row')).toHaveLength(13);
  });

  it('shows an error with a retry', async () => {
    openDashboard({ 'GET /api/dashboard': () => json(500, { message: 'Something went wrong' }) });
    expect(
      await screen.findByText('The dashboard could not be loaded', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a fresh installation its checklist, each step linked, ticked from the server', async () => {
    openDashboard({
      'GET /api/dashboard/setup': () =>
        json(200, {
          steps: [
            { key: 'plan', done: true },
            { key: 'client', done: false },
            { key: 'email', done: false },
          ],
        }),
    });
    const checklist = await screen.findByRole('region', { name: 'Get started' }, LOAD);
    expect(within(checklist).getByText('1 of 3 done')).toBeInTheDocument();
    expect(within(checklist).getByText('Create a plan')).toHaveTextContent('(done)');
    // A done step keeps no link; the others lead to their screens.
    expect(within(checklist).queryByRole('link', { name: 'Open Subscriptions' })).toBeNull();
    expect(within(checklist).getByRole('link', { name: 'Open Clients' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(within(checklist).getByRole('link', { name: 'Open Outbox' })).toHaveAttribute(
      'href',
      '/outbox',
    );
    expect(within(checklist).getByText('Set up e-mail')).toHaveTextContent('(to do)');
  });

  it('shows no checklist once every step is done', async () => {
    openDashboard({
      'GET /api/dashboard/setup': () =>
        json(200, {
          steps: [
            { key: 'plan', done: true },
            { key: 'client', done: true },
          ],
        }),
    });
    await screen.findByRole('cell', { name: 'Sunrise Family Medicine' }, LOAD);
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });
});
