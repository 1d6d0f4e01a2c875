import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { linkPage, sentLink } from '../activity/testing';
import { SentLinksDialog } from './SentLinksDialog';

const links = [
  sentLink(3, { recipient: 'ana@example.com', state: 'opened' }),
  sentLink(2, {
    channel: 'sms',
    recipient: '+15125550142',
    state: 'completed',
    submitted_at: '2026-12-02T18:45:00Z',
  }),
];

// Lazy dialogs and menus: on a busy 2-core machine a test can take several seconds.
describe('SentLinksDialog', { timeout: 20_000 }, () => {
  it("lists a form's links in the Activity table and resends one", async () => {
    const fetchStub = stubApi({
      'GET /api/links': () => json(200, linkPage(links, { total: 30 })),
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
    expect(within(phone).getByText('Completed')).toBeInTheDocument();
    // The dialog names the form: no title column.
    expect(within(table).queryByRole('columnheader', { name: 'Form or bucket' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();

    const [listUrl] = fetchStub.mock.calls[0]!;
    expect(String(listUrl)).toBe('/api/links?company_id=5&form_id=12&page=1&per_page=25');

    await userEvent.click(within(ana).getByRole('button', { name: 'Actions for ana@example.com' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Resend', hidden: true }));
    await waitFor(() => expect(shownNotices()).toContain('Success: Link sent again'));
    const resend = fetchStub.mock.calls.find(([url]) => String(url).includes('/resend'));
    expect(String(resend?.[0])).toBe('/api/links/3/resend?company_id=5');
  });

  it('says so when nothing was sent yet', async () => {
    const fetchStub = stubApi({ 'GET /api/links': () => json(200, linkPage([])) });
    renderWithProviders(
      <SentLinksDialog
        target={{ kind: 'bucket', id: 4, title: 'New patient pack' }}
        opened
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText('No links have been sent yet.')).toBeInTheDocument();
    expect(String(fetchStub.mock.calls[0]![0])).toBe('/api/links?bucket_id=4&page=1&per_page=25');
  });
});
