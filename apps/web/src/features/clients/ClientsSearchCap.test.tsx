import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { superAdminSession } from '../../test/sessions';
import { openAs, sunrise } from './testing';

// Issue 20: the server counts a search up to a cap; past it the page says the total is a floor.
function openWithSearch(capped: boolean) {
  return openAs(superAdminSession(), '/clients', {
    'GET /api/company': (url) =>
      json(200, {
        companies: [sunrise],
        total: url.searchParams.get('search') ? 1000 : 1,
        ...(url.searchParams.get('search') ? { total_capped: capped } : {}),
        page: 1,
        per_page: 25,
      }),
  });
}

describe('Client Details search past the count cap', () => {
  it('says more clients match than the total counted', async () => {
    openWithSearch(true);
    await userEvent.type(await screen.findByLabelText('Search clients'), 'family');
    expect(
      await screen.findByText(/More than 1,000 clients match: search for more of the name/),
    ).toBeInTheDocument();
  }, 15_000);

  it('says nothing more when the total is exact', async () => {
    const { fetchStub } = openWithSearch(false);
    await userEvent.type(await screen.findByLabelText('Search clients'), 'family');
    await waitFor(() =>
      expect(fetchStub.mock.calls.some(([url]) => String(url).includes('search=family'))).toBe(
        true,
      ),
    );
    await screen.findByRole('cell', { name: sunrise.name });
    expect(screen.queryByText(/More than/)).toBeNull();
  }, 15_000);
});
