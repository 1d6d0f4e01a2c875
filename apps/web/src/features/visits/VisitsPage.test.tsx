import {
  frontDeskMessages,
  sendingMessages,
  type Visit,
  type VisitsResponse,
} from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { VisitsPage } from './VisitsPage';
import { serveSignedIn } from '../../test/signed-in';

type Routes = Parameters<typeof stubApi>[0];

const visit = (link_id: number, visit_at: string, overrides: Partial<Visit> = {}): Visit => ({
  link_id,
  visit_at,
  patient_name: null,
  kind: 'bucket',
  title: 'New patient pack',
  channel: 'email',
  recipient: `patient${link_id}@example.com`,
  state: 'waiting',
  ...overrides,
});

const emptyDay = (date: string) => ({ date, total: 0, ready: 0, visits: [] });

// The server's week from Dec 1, 2026 in Chicago; the visits come in any order.
const week: VisitsResponse = {
  data: {
    time_zone: 'America/Chicago',
    from: '2026-12-01',
    days: [
      {
        date: '2026-12-01',
        total: 3,
        ready: 1,
        visits: [
          visit(7, '2026-12-01T20:15:00Z', { patient_name: 'Ben Ortiz', state: 'opened' }),
          visit(5, '2026-12-01T15:00:00Z', { patient_name: 'Ana Lee', state: 'completed' }),
          visit(6, '2026-12-01T16:30:00Z', { state: 'cancelled' }),
        ],
      },
      {
        date: '2026-12-02',
        total: 1,
        ready: 0,
        visits: [visit(8, '2026-12-02T14:00:00Z', { patient_name: 'Cy Young' })],
      },
      ...['03', '04', '05', '06', '07'].map((d) => emptyDay(`2026-12-${d}`)),
    ],
  },
};

function open(routes: Routes = {}) {
  return stubApi({ 'GET /api/visits': () => json(200, week), ...routes });
}

const visitCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/visits');

describe('Visits', { timeout: 20_000 }, () => {
  it('is the clinic’s /visits screen', async () => {
    serveSignedIn(clientAdminSession(), { 'GET /api/visits': () => json(200, week) });
    renderApp('/visits');
    expect(await screen.findByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();
    expect(await screen.findByText('1 of 3 ready')).toBeInTheDocument();
  });

  it('shows each day with how many are ready, its visits in time order', async () => {
    const fetchStub = open();
    renderWithProviders(<VisitsPage />);
    const first = await screen.findByRole('region', { name: /Tuesday, Dec 1, 2026/ });
    expect(within(first).getByText('1 of 3 ready')).toBeInTheDocument();
    const items = within(first).getAllByRole('listitem');
    // In the clinic's zone and in time order: 9:00, 10:30, 2:15.
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      '9:00 AM CST',
      '10:30 AM CST',
      '2:15 PM CST',
    ]);
    expect(within(items[0]!).getByText('Ana Lee')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(items[1]!).getByText('patient6@example.com')).toBeInTheDocument();
    // Nothing to send again for a finished or cancelled packet.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(within(items[2]!).getByRole('button', { name: 'Resend to Ben Ortiz' })).toBeEnabled();

    const second = screen.getByRole('region', { name: /Wednesday, Dec 2, 2026/ });
    expect(within(second).getByText('0 of 1 ready')).toBeInTheDocument();
    expect(visitCalls(fetchStub)[0]!.search).toBe('?days=7');
  });

  it('sends a link again from a visit', async () => {
    const fetchStub = open({
      'POST /api/links/7/resend': () => json(200, { message: sendingMessages.resent }),
    });
    renderWithProviders(<VisitsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend to Ben Ortiz' }));
    await waitFor(() => expect(shownNotices()).toContain(`Success: ${sendingMessages.resent}`));
    expect(fetchStub.mock.calls.some(([url]) => String(url) === '/api/links/7/resend')).toBe(true);
    // The states are read again.
    await waitFor(() => expect(visitCalls(fetchStub).length).toBeGreaterThan(1));
  });

  it('pages by week from the day the server started at', async () => {
    const fetchStub = open();
    renderWithProviders(<VisitsPage />);
    await screen.findByText('1 of 3 ready');
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(visitCalls(fetchStub).at(-1)?.search).toBe('?from=2026-12-08&days=7'),
    );
  });

  it('says when no visits are booked', async () => {
    open({
      'GET /api/visits': () =>
        json(200, {
          data: {
            time_zone: 'America/Chicago',
            from: '2026-12-01',
            days: [emptyDay('2026-12-01'), emptyDay('2026-12-02')],
          },
        }),
    });
    renderWithProviders(<VisitsPage />);
    expect(await screen.findByText(frontDeskMessages.noVisits)).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    open({ 'GET /api/visits': () => json(500, { message: 'Something went wrong' }) });
    renderWithProviders(<VisitsPage />);
    expect(await screen.findByText('The visits could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
