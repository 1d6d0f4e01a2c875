import type { AuditLogEntry, AuditLogListResponse } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session } from '../../lib/session';
import { captureDownloads } from '../finance/testing';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { clientAdminSession, superAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

type Routes = Parameters<typeof stubApi>[0];
const LOAD = { timeout: 5_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

const signIn: AuditLogEntry = {
  id: 41,
  seq: 40,
  at: '2025-03-04T10:15:00Z',
  user: { id: 1, name: 'Ada Admin', email: 'ada@paperless.test' },
  role: 'Super Admin',
  company: null,
  action: 'auth.login',
  target_type: 'user',
  target_id: '1',
  ip: '203.0.113.9',
  outcome: 'success',
  details: null,
};
const denied: AuditLogEntry = {
  ...signIn,
  id: 42,
  seq: 41,
  user: null,
  role: null,
  company: { id: 3, name: 'Maple Family Practice' },
  action: 'access.denied',
  outcome: 'denied',
};

function page(data: AuditLogEntry[], extra: Partial<AuditLogListResponse> = {}) {
  return { data, page: 1, per_page: 25, total: data.length, total_capped: false, ...extra };
}

function openLog(session: Session = superAdminSession(), routes: Routes = {}) {
  const fetchStub = serveSignedIn(session, {
    'GET /api/audit-log': () => json(200, page([denied, signIn])),
    'GET /api/audit-log/actions': () => json(200, { actions: ['access.denied', 'auth.login'] }),
    'GET /api/company': () =>
      json(200, {
        companies: [
          { id: 3, name: 'Maple Family Practice', status: 1, created_at: '', reference_id: null },
        ],
        total: 1,
        page: 1,
        per_page: 50,
      }),
    ...routes,
  });
  renderApp('/audit-log');
  return fetchStub;
}

const logCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/audit-log');

// The page loads lazily with the date picker; on a busy CI machine the first render is slow.
describe('AuditLogPage', { timeout: 15_000 }, () => {
  it('lists who did what, when, from where, and how it ended', async () => {
    openLog();
    expect(await screen.findByRole('heading', { name: 'Audit Log' }, LOAD)).toBeInTheDocument();
    // The action filter keeps its options in the page too: look inside the table.
    const table = await screen.findByRole('table', { name: 'Audit log entries' }, LOAD);
    const row = (await within(table).findByText('Signed in', {}, LOAD)).closest('tr')!;
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(row).getByText('ada@paperless.test · Super Admin')).toBeInTheDocument();
    expect(within(row).getByText('user #1')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(row).getByText('Success')).toBeInTheDocument();
    const other = within(table).getByText('Tried something without permission').closest('tr')!;
    expect(within(other).getByText('Anonymous')).toBeInTheDocument();
    expect(within(other).getByText('Denied')).toBeInTheDocument();
    expect(within(other).getByText('Maple Family Practice')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  // jsdom has no layout, so the popover hides an open dropdown; its options work all the same.
  it('filters on the server by user, company and action, back on page 1', async () => {
    const fetchStub = openLog();
    await screen.findByRole('table', { name: 'Audit log entries' }, LOAD);

    await userEvent.type(screen.getByLabelText('User'), 'ada');
    await waitFor(() => expect(logCalls(fetchStub).at(-1)?.searchParams.get('user')).toBe('ada'));

    await userEvent.click(screen.getByRole('textbox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Signed in', hidden: true }));
    await waitFor(() =>
      expect(logCalls(fetchStub).at(-1)?.searchParams.get('action')).toBe('auth.login'),
    );

    await userEvent.click(screen.getByRole('textbox', { name: 'Company' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Maple Family Practice', hidden: true }),
    );
    await waitFor(() => {
      const last = logCalls(fetchStub).at(-1)!;
      expect(last.searchParams.get('company_id')).toBe('3');
      expect(last.searchParams.get('page')).toBe('1');
    });
  });

  it('lists actions by name, finds them by name or code, and filters by the code', async () => {
    const fetchStub = openLog(superAdminSession(), {
      'GET /api/audit-log/actions': () =>
        json(200, { actions: ['auth.login', 'form.customize', 'visit.reschedule'] }),
    });
    await screen.findByRole('table', { name: 'Audit log entries' }, LOAD);
    const action = screen.getByRole('textbox', { name: 'Action' });
    await userEvent.click(action);
    // The company filter keeps its options in the page too: read the action list only.
    const names = () => {
      const list = document.getElementById(action.getAttribute('aria-controls') ?? '')!;
      return within(list)
        .queryAllByRole('option', { hidden: true })
        .map((o) => o.textContent);
    };
    // By name, and a code the catalogue does not know reads as words.
    await waitFor(() =>
      expect(names()).toEqual(['Customized a form', 'Signed in', 'Visit reschedule']),
    );
    await userEvent.type(action, 'form.cus');
    await waitFor(() => expect(names()).toEqual(['Customized a form']));
    await userEvent.click(screen.getByRole('option', { name: 'Customized a form', hidden: true }));
    await waitFor(() =>
      expect(logCalls(fetchStub).at(-1)?.searchParams.get('action')).toBe('form.customize'),
    );
    expect(action).toHaveValue('Customized a form');
  });

  it('gives a clinic owner no company filter', async () => {
    openLog(clientAdminSession());
    await screen.findByRole('table', { name: 'Audit log entries' }, LOAD);
    expect(screen.queryByRole('textbox', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Action' })).toBeInTheDocument();
  });

  it('says when nothing matches, and when the count was capped', async () => {
    openLog(superAdminSession(), {
      'GET /api/audit-log': (url) =>
        json(
          200,
          url.searchParams.get('user')
            ? page([])
            : page([signIn], { total: 10_000, total_capped: true }),
        ),
    });
    expect(await screen.findByText(/More than 10,000 entries match/, {}, LOAD)).toBeInTheDocument();
    // The pager's count says the same, not a bare "10000 entries".
    expect(screen.getByText('More than 10,000 entries')).toHaveAttribute('role', 'status');
    await userEvent.type(screen.getByLabelText('User'), 'nobody');
    expect(
      await screen.findByText('No entries match these filters.', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('exports CSV with the filters and the bearer token', async () => {
    const { saved } = captureDownloads();
    const fetchStub = openLog(superAdminSession(), {
      'GET /api/audit-log/export.csv': () =>
        new Response('seq,at\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="audit-log-2025-03-04.csv"',
          },
        }),
    });
    await screen.findByRole('table', { name: 'Audit log entries' }, LOAD);
    await userEvent.type(screen.getByLabelText('User'), 'ada');
    await waitFor(() => expect(logCalls(fetchStub).at(-1)?.searchParams.get('user')).toBe('ada'));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(saved).toEqual([expect.objectContaining({ name: 'audit-log-2025-03-04.csv' })]),
    );
    const call = fetchStub.mock.calls.find(([url]) => String(url).includes('export.csv'))!;
    expect(String(call[0])).toBe('/api/audit-log/export.csv?user=ada');
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer token-super-admin',
    );
  });

  it('shows an error with a retry', async () => {
    openLog(superAdminSession(), {
      'GET /api/audit-log': () => json(500, { message: 'Something went wrong' }),
    });
    expect(
      await screen.findByText('The audit log could not be loaded', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
