import type { TransactionListResponse } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { superAdminSession } from '../../test/sessions';
import {
  captureDownloads,
  expectWholeBadge,
  pdfResponse,
  standings,
  sunriseTransaction,
  transactionRows,
} from './testing';
import { serveSignedIn } from '../../test/signed-in';

type Routes = Parameters<typeof stubApi>[0];
const LOAD = { timeout: 5_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

function page(data = transactionRows, total = data.length): TransactionListResponse {
  return { data, total, page: 1, per_page: 25 };
}

function openFinance(routes: Routes = {}) {
  const session = superAdminSession();
  const fetchStub = serveSignedIn(session, {
    'GET /api/transactions/all': () => json(200, page()),
    ...routes,
  });
  renderApp('/hr-finance');
  return fetchStub;
}

const transactionCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/transactions/all');

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name }, LOAD)).closest('tr')!;

describe('FinancePage', () => {
  it('lists every column, with dates and dollars as the table shows them', async () => {
    openFinance();
    const sunrise = await rowOf('Sunrise Family Medicine');
    expect(
      within(sunrise)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Sunrise Family Medicine',
      'Standard Plan',
      '07/01/2025',
      '87',
      '$79.00',
      '06/02/2025',
      'Active/Paid',
    ]);
    const maple = screen.getByRole('cell', { name: 'Maple Clinic' }).closest('tr')!;
    expect(within(maple).getAllByText('—')).toHaveLength(2);
    expect(within(maple).getByText('$0.00')).toBeInTheDocument();
    expect(
      within(maple).getByRole('button', { name: 'No invoice yet for Maple Clinic' }),
    ).toBeDisabled();
  });

  it('colours the badges: Active green, Pending yellow, Suspended red', async () => {
    openFinance();
    await rowOf('Sunrise Family Medicine');
    const colour = (text: string) =>
      screen
        .getByText(text, { selector: '.mantine-Badge-label' })
        .closest('.mantine-Badge-root')!
        .getAttribute('style');
    expect(colour('Active/Paid')).toContain('green');
    expect(colour('Active/Trial')).toContain('green');
    expect(colour('Active/Pending')).toContain('yellow');
    expect(colour('Suspended')).toContain('red');
  });

  it("shows each client's standing in decision 16's words, whole, as every screen does", async () => {
    openFinance();
    for (const { name, transaction, word } of standings) {
      expect(transactionRows.find((row) => row.company.name === name)?.status).toBe(transaction);
      expectWholeBadge(await rowOf(name), word);
    }
  });

  it('shows skeleton rows while loading', async () => {
    openFinance({ 'GET /api/transactions/all': () => new Promise<Response>(() => {}) as never });
    const table = await screen.findByRole('table', { name: 'Transaction History' }, LOAD);
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it('searches on the server once the typing pauses, and says when nothing is found', async () => {
    const fetchStub = openFinance({
      'GET /api/transactions/all': (url) =>
        json(200, url.searchParams.get('search') ? page([]) : page()),
    });
    await rowOf('Sunrise Family Medicine');
    await userEvent.type(screen.getByLabelText('Search transactions'), 'lakeside');

    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    const searches = transactionCalls(fetchStub).map((url) => url.searchParams.get('search'));
    // One request for the whole word, not one per key.
    expect(searches.filter(Boolean)).toEqual(['lakeside']);
  });

  it('pages through the server total', async () => {
    const fetchStub = openFinance({
      'GET /api/transactions/all': (url) =>
        json(200, {
          ...page(
            url.searchParams.get('page') === '2' ? [transactionRows[1]!] : [sunriseTransaction],
            30,
          ),
          page: Number(url.searchParams.get('page')),
        }),
    });
    await rowOf('Sunrise Family Medicine');
    expect(screen.getByText('30 clients')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('cell', { name: 'Lakeside Pediatrics' })).toBeInTheDocument();
    expect(transactionCalls(fetchStub).map((url) => url.searchParams.get('page'))).toContain('2');
  });

  it('downloads the last invoice with the session token', async () => {
    const { saved, createObjectURL } = captureDownloads();
    const fetchStub = openFinance({
      'GET /api/invoices/9/download': () => pdfResponse('invoice-INV-202505-0001.pdf'),
    });
    const sunrise = await rowOf('Sunrise Family Medicine');
    await userEvent.click(
      within(sunrise).getByRole('button', {
        name: 'Download last invoice of Sunrise Family Medicine',
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'invoice-INV-202505-0001.pdf', href: 'blob:invoice' }]),
    );
    const call = fetchStub.mock.calls.find(([url]) => String(url) === '/api/invoices/9/download')!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer token-super-admin');
    expect(createObjectURL.mock.calls[0]![0]).toMatchObject({ type: 'application/pdf', size: 13 });
  });

  it("shows the server's reason when a download fails", async () => {
    captureDownloads();
    openFinance({
      'GET /api/invoices/10/download': () => json(404, { message: 'Invoice not found.' }),
    });
    const lakeside = await rowOf('Lakeside Pediatrics');
    await userEvent.click(within(lakeside).getByRole('button', { name: /Download last invoice/ }));
    await waitFor(() => expect(shownNotices()).toContain('Error: Invoice not found.'));
  });
});
