import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { ActivityPage } from './ActivityPage';
import { linkPage, sentLink } from './testing';

const desktop = window.matchMedia;

// A phone: every media query of the kind 'max-width' matches.
beforeEach(() => {
  window.matchMedia = (query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  });
});
afterEach(() => {
  window.matchMedia = desktop;
});

describe('Activity on a phone', { timeout: 20_000 }, () => {
  it('shows each link as a card with its state, times and actions', async () => {
    stubApi({
      'GET /api/links': () =>
        json(
          200,
          linkPage([
            sentLink(3, {
              patient_name: 'Ana Lee',
              recipient: 'ana@example.com',
              state: 'in_progress',
              visit_at: '2026-12-04T16:00:00Z',
            }),
          ]),
        ),
    });
    renderWithProviders(<ActivityPage />);
    const list = await screen.findByRole('list', { name: 'Sent links' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Ana Lee')).toBeInTheDocument();
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(within(card).getByText('10:00 AM CST')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Actions for Ana Lee (ana@example.com)' }),
    );
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu).getByRole('menuitem', { name: 'Cancel link', hidden: true }),
    ).toBeInTheDocument();
  });
});
