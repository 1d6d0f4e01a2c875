import { companyMessages, type CompanyListItem } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { superAdminSession } from '../../test/sessions';
import { expectWholeBadge, standings } from '../finance/testing';
import { bodyOf, callsTo, openAs, sunrise, urlOf, type Routes } from './testing';

const lakeside: CompanyListItem = {
  ...sunrise,
  id: 4,
  name: 'Lakeside Pediatrics',
  status: 0,
  created_at: '2025-02-10T08:00:00Z',
  usage: { used: 0, allocated: 100 },
};

/** Client Details with a server holding these clients (one page, unless `total` says more). */
function openClients(companies: CompanyListItem[], routes: Routes = {}, total = companies.length) {
  return openAs(superAdminSession(), '/clients', {
    'GET /api/company': (url) =>
      json(200, {
        companies,
        total,
        page: Number(url.searchParams.get('page')),
        per_page: 25,
      }),
    ...routes,
  });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('ClientsPage', () => {
  it('lists clients with their date, this month’s usage, status and actions', async () => {
    const { fetchStub } = openClients([sunrise, lakeside]);

    expect(await screen.findByRole('heading', { name: 'Client Details' })).toBeInTheDocument();
    const row = await rowOf('Sunrise Family Medicine');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The date is the UTC day, as the server's search reads it (23:30Z stays the 4th).
    expect(cells.slice(0, 4)).toEqual([
      'Sunrise Family Medicine',
      '03/04/2025',
      '6/100',
      'Active/Trial',
    ]);
    expect(within(row).getByRole('link', { name: 'View Sunrise Family Medicine' })).toHaveAttribute(
      'href',
      '/companyDetails/3',
    );
    const deactivate = within(row).getByRole('button', {
      name: 'Deactivate Sunrise Family Medicine',
    });
    expect(deactivate).toHaveAttribute('title', 'Deactivate');
    expect(within(row).getByRole('button', { name: 'Edit Sunrise Family Medicine' })).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Delete Sunrise Family Medicine' }),
    ).toBeVisible();

    const inactive = await rowOf('Lakeside Pediatrics');
    // Deactivated by staff: Suspended (decision 16), whatever the subscription says.
    expect(within(inactive).getByText('Suspended')).toBeInTheDocument();
    expect(
      within(inactive).getByRole('button', { name: 'Activate Lakeside Pediatrics' }),
    ).toHaveAttribute('title', 'Activate');

    const query = urlOf(callsTo(fetchStub, 'GET', '/api/company')[0]).searchParams;
    expect(query.get('page')).toBe('1');
    expect(query.get('per_page')).toBe('25');
  });

  it('searches on the server and says when nothing matches', async () => {
    const { fetchStub } = openClients([], {
      'GET /api/company': (url) => {
        const search = url.searchParams.get('search');
        return json(200, {
          companies: search === '03/04' ? [sunrise] : search ? [] : [sunrise, lakeside],
          total: 0,
          page: 1,
          per_page: 25,
        });
      },
    });
    await rowOf('Lakeside Pediatrics');

    await userEvent.type(screen.getByLabelText('Search clients'), '03/04');
    await waitFor(() => expect(screen.queryByText('Lakeside Pediatrics')).not.toBeInTheDocument());
    expect(screen.getByText('Sunrise Family Medicine')).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per key.
    const searches = callsTo(fetchStub, 'GET', '/api/company').map((call) =>
      urlOf(call).searchParams.get('search'),
    );
    expect(searches).toEqual([null, '03/04']);

    await userEvent.type(screen.getByLabelText('Search clients'), 'x');
    expect(await screen.findByText('No clients match your search.')).toBeInTheDocument();
  });

  it('says when there are no clients', async () => {
    openClients([]);
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    openClients([], { 'GET /api/company': () => json(500, { message: 'Something went wrong' }) });
    expect(await screen.findByText('The clients could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('pages on the server, 25 clients a page', async () => {
    const { fetchStub } = openClients([sunrise], {}, 30);
    await rowOf('Sunrise Family Medicine');
    expect(screen.getByText('30 clients')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        callsTo(fetchStub, 'GET', '/api/company').map((c) => urlOf(c).searchParams.get('page')),
      ).toContain('2'),
    );
  });

  it("shows each client's standing in decision 16's words, whole, as every screen does", async () => {
    openClients(
      standings.map(({ name, status, subscription }, index) => ({
        ...sunrise,
        id: index + 10,
        name,
        status,
        subscription_status: subscription,
      })),
    );
    for (const { name, word } of standings) expectWholeBadge(await rowOf(name), word);
  });

  it('deactivates only with a reason, then reloads the list', async () => {
    let status: 0 | 1 = 1;
    const { fetchStub } = openClients([], {
      'GET /api/company': () =>
        json(200, { companies: [{ ...sunrise, status }], total: 1, page: 1, per_page: 25 }),
      'POST /api/company/status-update/3': () => {
        status = 0;
        return json(200, { message: companyMessages.deactivated, data: {} });
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Deactivate Sunrise Family Medicine' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Client' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(submit).toBeDisabled();

    await userEvent.type(reason, '   ');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();

    await userEvent.type(reason, 'Clinic closed for renovation');
    expect(within(dialog).queryByText('Reason is required')).not.toBeInTheDocument();
    await userEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/status-update/3')[0])).toEqual({
      status: 0,
      reason: 'Clinic closed for renovation',
    });
    expect(shownNotices()).toContain(`Success: ${companyMessages.deactivated}`);
    expect(
      await screen.findByRole('button', { name: 'Activate Sunrise Family Medicine' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchStub, 'GET', '/api/company')).toHaveLength(2);
  });

  it('activates after a confirmation, and says so when the change fails', async () => {
    const { fetchStub } = openClients([lakeside], {
      'POST /api/company/status-update/4': () => json(500, { message: 'boom' }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Activate Lakeside Pediatrics' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Activate Client' });
    expect(within(dialog).queryByLabelText(/Reason/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(shownNotices()).toContain(`Error: ${companyMessages.statusFailed}`));
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/status-update/4')[0])).toEqual({
      status: 1,
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and reloads', async () => {
    let companies = [sunrise, lakeside];
    const { fetchStub } = openClients([], {
      'GET /api/company': () =>
        json(200, { companies, total: companies.length, page: 1, per_page: 25 }),
      'GET /api/company/delete/4': () => {
        companies = [sunrise];
        return json(200, { message: companyMessages.deleted });
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Lakeside Pediatrics' }),
    );
    expect(await screen.findByText('Confirm Action')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(shownNotices()).toContain(`Success: ${companyMessages.deleted}`));
    await waitFor(() => expect(screen.queryByText('Lakeside Pediatrics')).not.toBeInTheDocument());
    expect(callsTo(fetchStub, 'GET', '/api/company/delete/4')).toHaveLength(1);
  });

  it('says when a delete fails', async () => {
    openClients([sunrise], {
      'GET /api/company/delete/3': () => json(403, { message: 'Forbidden' }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Sunrise Family Medicine' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownNotices()).toContain(`Error: ${companyMessages.deleteFailed}`));
    expect(screen.getByRole('cell', { name: 'Sunrise Family Medicine' })).toBeInTheDocument();
  });
});
