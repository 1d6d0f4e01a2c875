import type { OutboxMessage } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { superAdminSession } from '../../test/sessions';
import { LINK_REMOVED_NOTE } from './OutboxTable';
import { serveSignedIn } from '../../test/signed-in';

const invitation: OutboxMessage = {
  id: 1,
  channel: 'email',
  to: 'o•••r@m•••e.test',
  subject: 'Set your Paperless Clinic password',
  text: 'Welcome! Set your password: http://localhost:5173/new-password/tok123',
  link_removed: false,
  state: 'outbox',
  attempts: 0,
  created_at: '2025-03-04T10:15:00Z',
  delivered_at: null,
};

function openOutbox(answer: (url: URL) => Response) {
  const session = superAdminSession();
  const fetchStub = serveSignedIn(session, {
    'GET /api/outbox': answer,
  });
  renderApp('/outbox');
  return fetchStub;
}

describe('OutboxPage', () => {
  it('lists messages with clickable links and their state', async () => {
    openOutbox(() => json(200, { data: [invitation], page: 1, per_page: 25, total: 1 }));

    const row = (await screen.findByText('o•••r@m•••e.test')).closest('tr')!;
    expect(
      within(row).getByRole('link', { name: 'http://localhost:5173/new-password/tok123' }),
    ).toHaveAttribute('href', 'http://localhost:5173/new-password/tok123');
    expect(within(row).getByText('In outbox')).toBeInTheDocument();
  });

  it('says when a message keeps no link any more', async () => {
    const delivered: OutboxMessage = {
      ...invitation,
      text: 'Welcome! Set your password: [link removed]',
      link_removed: true,
      state: 'sent',
    };
    openOutbox(() => json(200, { data: [delivered], page: 1, per_page: 25, total: 1 }));

    const row = (await screen.findByText('o•••r@m•••e.test')).closest('tr')!;
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).getByText(LINK_REMOVED_NOTE)).toBeInTheDocument();
  });

  it('searches on the server, a moment after typing', async () => {
    const fetchStub = openOutbox((url) =>
      json(200, {
        data: url.searchParams.get('search') ? [] : [invitation],
        page: 1,
        per_page: 25,
        total: 0,
      }),
    );
    await screen.findByText('o•••r@m•••e.test');

    await userEvent.type(screen.getByLabelText('Search messages'), 'nobody');

    expect(await screen.findByText('No messages match your search.')).toBeInTheDocument();
    const outboxUrls = fetchStub.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/outbox'));
    expect(outboxUrls.at(-1)).toBe('/api/outbox?page=1&per_page=25&search=nobody');
    // Debounced: one request for the whole word, not one per letter.
    expect(outboxUrls).toHaveLength(2);
  });

  it('says when there are no messages yet', async () => {
    openOutbox(() => json(200, { data: [], page: 1, per_page: 25, total: 0 }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    openOutbox(() => json(500, { message: 'Something went wrong' }));
    await waitFor(() =>
      expect(screen.getByText('The outbox could not be loaded')).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
