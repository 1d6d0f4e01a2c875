import { bucketMessages, type BucketSummary } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { clientAdminSession, superAdminSession } from '../../test/sessions';
import { CompanyBucketsTab } from './CompanyBucketsTab';
import { serveSignedIn } from '../../test/signed-in';

const intake: BucketSummary = {
  id: 5,
  title: 'Intake',
  form_count: 2,
  forms: [
    { id: 12, title: 'Ownership Disclosure Form' },
    { id: 13, title: '' },
  ],
  created_at: '2025-05-01T10:00:00Z',
  updated_at: '2025-05-01T10:00:00Z',
};

type Routes = Parameters<typeof stubApi>[0];
const page = (data: BucketSummary[]) =>
  json(200, { data, total: data.length, page: 1, per_page: 10 });

function openBuckets(routes: Routes) {
  const session = clientAdminSession();
  const fetchStub = serveSignedIn(session, routes);
  return { fetchStub, ...renderApp('/bucket') };
}

afterEach(() => vi.restoreAllMocks());

describe('BucketsPage', () => {
  it('lists buckets with their form count and names', async () => {
    openBuckets({ 'GET /api/buckets': () => page([intake]) });
    const row = (await screen.findByText('Intake')).closest('tr')!;
    expect(within(row).getByText('2 forms')).toBeInTheDocument();
    expect(within(row).getByText('Ownership Disclosure Form, Untitled Form')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Intake' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send Intake' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Bucket' })).toHaveAttribute(
      'href',
      '/create-bucket',
    );
  });

  it('searches on the server and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { fetchStub } = openBuckets({
      'GET /api/buckets': () => page([]),
    });
    expect(await screen.findByText(bucketMessages.emptyAll)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search buckets' }), 'xray');
    expect(await screen.findByText(bucketMessages.emptySearch)).toBeInTheDocument();
    const searched = fetchStub.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    expect(searched.some((url) => url.searchParams.get('search') === 'xray')).toBe(true);
  });

  it('deletes only after the browser confirm, with the spec text', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { fetchStub } = openBuckets({
      'GET /api/buckets': () => page([intake]),
      'DELETE /api/buckets/5': () => json(200, { message: 'Bucket deleted successfully' }),
    });
    const remove = await screen.findByRole('button', { name: 'Delete Intake' });
    const deletes = () => fetchStub.mock.calls.filter(([, init]) => init?.method === 'DELETE');

    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith(bucketMessages.deleteConfirm('Intake'));
    expect(deletes()).toHaveLength(0);

    await user.click(remove);
    await waitFor(() => expect(shownNotices()).toContain('Success: Bucket deleted successfully'));
    expect(deletes()).toHaveLength(1);
  });

  it('tells the user when a delete fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    openBuckets({
      'GET /api/buckets': () => page([intake]),
      'DELETE /api/buckets/5': () => json(404, { message: bucketMessages.notFound }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Intake' }));
    await waitFor(() => expect(shownNotices()).toContain(`Error: ${bucketMessages.notFound}`));
  });
});

describe('CompanyBucketsTab', () => {
  it("asks for the client's buckets and links the editor to that client", async () => {
    saveSession(superAdminSession(), false);
    const fetchStub = stubApi({ 'GET /api/buckets': () => page([]) });
    renderWithProviders(<CompanyBucketsTab companyId={9} />);
    expect(await screen.findByText(bucketMessages.emptyForCompany)).toBeInTheDocument();
    expect(
      new URL(String(fetchStub.mock.calls[0]?.[0]), 'http://x').searchParams.get('company_id'),
    ).toBe('9');
    expect(screen.getByRole('link', { name: 'Create Bucket' })).toHaveAttribute(
      'href',
      '/create-bucket?company_id=9',
    );
  });
});
