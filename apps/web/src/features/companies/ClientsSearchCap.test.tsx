import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_SEARCH_COUNT_CAP } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { superAdminSession } from '../../test/sessions';
import { openAs, sunrise } from './testing';

// Issue 20: the server counts a search up to a cap; past it the pager says "More than" and goes
// on page by page while the server says another page follows.
const LAST_PAGE = 6;

function openWithSearch(capped: boolean) {
  return openAs(superAdminSession(), '/clients', {
    'GET /api/company': (url) => {
      const searched = Boolean(url.searchParams.get('search'));
      const page = Number(url.searchParams.get('page'));
      return json(200, {
        companies: [sunrise],
        total: searched ? (capped ? CLIENT_SEARCH_COUNT_CAP : 40) : 1,
        ...(searched ? { total_capped: capped } : {}),
        has_more: searched && page < (capped ? LAST_PAGE : 2),
        page,
        per_page: 25,
      });
    },
  });
}

describe('Client Details search past the count cap', () => {
  it('says more clients match than were counted, and pages on past the count', async () => {
    openWithSearch(true);
    await userEvent.type(await screen.findByLabelText('Search clients'), 'family');
    expect(
      await screen.findByText(`More than ${CLIENT_SEARCH_COUNT_CAP} clients`),
    ).toBeInTheDocument();
    expect(screen.getByText(/search for more of the name to narrow them/)).toBeInTheDocument();
    // The counted pages first; each page past them offers the next while there is one.
    const counted = CLIENT_SEARCH_COUNT_CAP / 25;
    await userEvent.click(screen.getByRole('button', { name: `Page ${counted}` }));
    await userEvent.click(await screen.findByRole('button', { name: `Page ${counted + 1}` }));
    await userEvent.click(await screen.findByRole('button', { name: `Page ${LAST_PAGE}` }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Page ${LAST_PAGE}` })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(screen.queryByRole('button', { name: `Page ${LAST_PAGE + 1}` })).toBeNull();
  }, 20_000);

  it('says nothing more when the total is exact', async () => {
    const { fetchStub } = openWithSearch(false);
    await userEvent.type(await screen.findByLabelText('Search clients'), 'family');
    await waitFor(() =>
      expect(fetchStub.mock.calls.some(([url]) => String(url).includes('search=family'))).toBe(
        true,
      ),
    );
    await screen.findByRole('cell', { name: sunrise.name });
    expect(await screen.findByText('40 clients')).toBeInTheDocument();
    expect(screen.queryByText(/More than|narrow them/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
  }, 20_000);
});
