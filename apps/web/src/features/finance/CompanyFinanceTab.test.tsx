import type { CompanySubscription } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { superAdminSession } from '../../test/sessions';
import { CompanyFinanceTab } from './CompanyFinanceTab';
import { captureDownloads, expectWholeBadge, mayInvoice, pdfResponse } from './testing';

const aprilInvoice = {
  ...mayInvoice,
  id: 8,
  number: 'INV-202504-0001',
  period_start: '2025-04-01',
  period_end: '2025-04-30',
  encounters: 120,
  overage_amount: 8,
  amount: 87,
  status: 'pending' as const,
  paid_at: null,
};

const subscription: CompanySubscription = {
  id: 5,
  status: 'paid',
  label: 'Active/Paid',
  trial_ends_at: null,
  current_period_start: '2025-06-01',
  current_period_end: '2025-06-30',
  next_payment_at: '2025-07-01',
  company: { id: 3, name: 'Sunrise Family Medicine' },
  plan: {
    id: 2,
    name: 'Professional Plan',
    encounter: 500,
    price: 79,
    overage_cost: 0.4,
    on_demand: false,
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

function openTab(invoices = [mayInvoice, aprilInvoice]) {
  saveSession(superAdminSession(), false);
  const fetchStub = stubApi({
    'GET /api/company/invoice/3': () => json(200, { data: invoices }),
    'GET /api/company/subscription/index/3': () => json(200, { data: subscription }),
    'GET /api/invoices/8/download': () => pdfResponse('invoice-INV-202504-0001.pdf'),
  });
  renderWithProviders(<CompanyFinanceTab companyId={3} />);
  return fetchStub;
}

describe('CompanyFinanceTab', () => {
  it("lists the company's invoices and its subscription", async () => {
    openTab();
    const may = (await screen.findByRole('cell', { name: 'INV-202505-0001' })).closest('tr')!;
    expect(
      within(may)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual([
      'INV-202505-0001',
      '05/01/2025 – 05/31/2025',
      'Professional Plan',
      '87',
      '$0.00',
      '$79.00',
      'Paid',
      '06/02/2025',
    ]);
    // The company's standing beside its invoices: decision 16's word, whole, like the
    // invoice's own state.
    expectWholeBadge(document.body, 'Active/Paid');
    expectWholeBadge(may, 'Paid');
    expect(screen.getByText(/\$79\.00 a month for 500 encounters/)).toHaveTextContent(
      'next payment 07/01/2025',
    );
  });

  it('searches the invoices and says when none match', async () => {
    openTab();
    await screen.findByRole('cell', { name: 'INV-202505-0001' });
    const search = screen.getByLabelText('Search invoices');
    await userEvent.type(search, 'pending');
    expect(screen.queryByRole('cell', { name: 'INV-202505-0001' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'INV-202504-0001' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '$87.00');
    expect(screen.getByRole('cell', { name: 'INV-202504-0001' })).toBeInTheDocument();
    await userEvent.type(search, '1');
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('says when the company has no invoices yet', async () => {
    openTab([]);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('downloads one invoice', async () => {
    const { saved } = captureDownloads();
    const fetchStub = openTab();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download invoice INV-202504-0001' }),
    );
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['invoice-INV-202504-0001.pdf']),
    );
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toContain('/api/invoices/8/download');
  });
});
