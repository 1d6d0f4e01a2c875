import type { SentLink } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { SentLinksDialog } from './SentLinksDialog';

function link(id: number, recipient: string, status: SentLink['status']): SentLink {
  return {
    id,
    channel: recipient.includes('@') ? 'email' : 'sms',
    recipient,
    status,
    created_at: '2025-06-02T15:04:00Z',
    last_sent_at: '2025-06-02T15:04:00Z',
    send_count: 1,
    opened_at: null,
    submitted_at: status === 'submitted' ? '2025-06-03T09:00:00Z' : null,
    expires_at: '2025-07-02T15:04:00Z',
  };
}

const links = [link(3, 'ana@example.com', 'opened'), link(2, '+15125550142', 'submitted')];

describe('SentLinksDialog', () => {
  it("lists a form's links with their status and resends one", async () => {
    const fetchStub = stubApi({
      'GET /api/links': () => json(200, { data: links, total: 12, page: 1, per_page: 10 }),
      'POST /api/links/3/resend': () => json(200, { message: 'Link sent again' }),
    });
    renderWithProviders(
      <SentLinksDialog
        target={{ kind: 'form', id: 12, title: 'Patient Intake' }}
        companyId={5}
        opened
        onClose={vi.fn()}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Sent links' });
    const ana = (await within(table).findByText('ana@example.com')).closest('tr')!;
    expect(within(ana).getByText('Opened')).toBeInTheDocument();
    expect(within(ana).getByText('E-mail')).toBeInTheDocument();
    const phone = within(table).getByText('+15125550142').closest('tr')!;
    expect(within(phone).getByText('Submitted')).toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: 'Resend to +15125550142' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();

    const [listUrl] = fetchStub.mock.calls[0]!;
    expect(String(listUrl)).toBe('/api/links?company_id=5&form_id=12&page=1&per_page=10');

    await userEvent.click(within(ana).getByRole('button', { name: 'Resend to ana@example.com' }));
    await waitFor(() => expect(shownNotices()).toContain('Success: Link sent again'));
    const resend = fetchStub.mock.calls.find(([url]) => String(url).includes('/resend'));
    expect(String(resend?.[0])).toBe('/api/links/3/resend?company_id=5');
  });

  it('says so when nothing was sent yet', async () => {
    stubApi({ 'GET /api/links': () => json(200, { data: [], total: 0, page: 1, per_page: 10 }) });
    renderWithProviders(
      <SentLinksDialog
        target={{ kind: 'bucket', id: 4, title: 'New patient pack' }}
        opened
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText('No links have been sent yet.')).toBeInTheDocument();
  });
});
