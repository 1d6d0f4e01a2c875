import {
  BUILT_IN_ROLES,
  clinicBillingMessages,
  ROLE,
  type BillingStanding,
  type ClinicBilling,
} from '@paperless/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Session } from '../../lib/session';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

configure({ asyncUtilTimeout: 4000 });

const owed = {
  id: 41,
  number: 'INV-202610-0003',
  amount: 29,
  status: 'failed' as const,
  due_at: '2026-11-01',
  failure_reason: 'Your card was declined. (Demo mode)',
  processing: false,
};

function billing(overrides: Partial<ClinicBilling> = {}): ClinicBilling {
  return {
    status: 'pending',
    status_label: 'Active/Pending',
    owed,
    owed_count: 1,
    plan: { id: 1, name: 'Basic Plan', price: 29, encounter: 100, overage_cost: 0.5 },
    usage: {
      month: '2026-11',
      encounters: 104,
      included: 100,
      overage_count: 4,
      overage_amount: 2,
      estimated_total: 31,
    },
    next_charge_date: '2026-12-01',
    trial_ends_at: null,
    card: { brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2030 },
    plan_change_request: null,
    payment_mode: 'demo',
    publishable_key: null,
    time_zone: 'America/Chicago',
    ...overrides,
  };
}

const standingOf = (b: ClinicBilling): BillingStanding => ({
  status: b.status,
  status_label: b.status_label,
  owed: b.owed,
  owed_count: b.owed_count,
});

function open(path: string, session: Session, state: { current: ClinicBilling }) {
  const payBodies: unknown[] = [];
  serveSignedIn(session, {
    'GET /api/company/billing': () => json(200, { data: state.current }),
    'GET /api/company/billing/standing': () => json(200, { data: standingOf(state.current) }),
    'GET /api/company/billing/invoices': () =>
      json(200, {
        data: [
          {
            id: 41,
            number: owed.number,
            period_start: '2026-10-01',
            period_end: '2026-10-31',
            encounters: 80,
            amount: 29,
            status: 'failed',
            due_at: '2026-11-01',
            paid_at: null,
          },
        ],
        page: 1,
        per_page: 10,
        total: 1,
      }),
    'POST /api/company/billing/invoices/41/pay': (_url, init) => {
      payBodies.push(JSON.parse(String(init.body)));
      state.current = billing({
        owed: null,
        owed_count: 0,
        status: 'paid',
        status_label: 'Active/Paid',
      });
      return json(200, {
        message: clinicBillingMessages.paid,
        data: { result: 'paid', invoice_id: 41 },
      });
    },
    'GET /api/client-dashboard': () => json(500, { message: 'not under test' }),
  });
  renderApp(path);
  return payBodies;
}

describe('the Billing screen', () => {
  it('shows the plan, usage with its overage, the card and the unpaid invoice', async () => {
    open('/billing', clientAdminSession(), { current: billing() });
    expect(await screen.findByRole('heading', { name: 'Billing', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('104 of 100 encounters')).toBeInTheDocument();
    expect(screen.getByText('4 over: $2.00 so far')).toBeInTheDocument();
    expect(screen.getByText('Estimated invoice: $31.00')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByText('Your last payment failed')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('October 2026')).toBeInTheDocument();
    expect(within(table).getByText('Payment failed')).toBeInTheDocument();
  });

  it('pays with the saved card, and the warning goes', async () => {
    const bodies = open('/billing', clientAdminSession(), { current: billing() });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(within(dialog).getByText('Visa ending in 4242')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $29.00' }));
    await waitFor(() => expect(shownNotices()).toContain(`Success: ${clinicBillingMessages.paid}`));
    expect(bodies).toEqual([{}]);
    await waitFor(() => expect(screen.queryByText('Your last payment failed')).toBeNull());
    expect(await screen.findByText('Active/Paid')).toBeInTheDocument();
  });
});

describe('the payment banner', () => {
  it('tells the owner on every clinic screen, with Pay now leading to Billing', async () => {
    open('/settings', clientAdminSession(), { current: billing() });
    const banner = await screen.findByRole('region', { name: 'Payment' });
    expect(within(banner).getByText('Your last payment failed')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('tells a Sub-Client Admin to ask the owner, and shows a Suspended clinic its page', async () => {
    const owner = clientAdminSession();
    const sub: Session = {
      ...owner,
      user: { ...owner.user, role: ROLE.subClientAdmin, is_owner: false },
      permissions: [...BUILT_IN_ROLES.find((r) => r.name === ROLE.subClientAdmin)!.permissions],
    };
    open('/client-dashboard', sub, {
      current: billing({ status: 'suspended', status_label: 'Suspended' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your clinic is suspended' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/links already sent still open/)).toBeInTheDocument();
    expect(screen.getByText(/ask your clinic owner/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it("keeps a Suspended clinic's other screens open under a banner that says how to restore it", async () => {
    open('/settings', clientAdminSession(), {
      current: billing({ status: 'suspended', status_label: 'Suspended', owed: null }),
    });
    const banner = await screen.findByRole('region', { name: 'Payment' });
    expect(within(banner).getByText('Your clinic is suspended')).toBeInTheDocument();
    // A trial that ended without a card owes nothing: a card restores it.
    expect(within(banner).getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('heading', { name: 'Your clinic is suspended' })).toBeNull();
  });
});
