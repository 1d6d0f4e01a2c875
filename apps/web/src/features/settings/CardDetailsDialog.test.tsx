import { cardMessages, type Card } from '@paperless/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { RELOAD_AFTER_DELETE_MS } from './cardApi';
import { serveSignedIn } from '../../test/signed-in';

configure({ asyncUtilTimeout: 4000 });

const nextYear = (new Date().getFullYear() + 1) % 100;
const saved: Card = {
  id: 5,
  card_holder_name: 'Dana Doctor',
  card_brand: 'master',
  card_last_four: '4444',
  exp_month: 9,
  exp_year: 2031,
};

/** Settings with a server holding these cards; `routes` add or replace answers. */
function openCardDetails(cards: Card[], routes: Parameters<typeof stubApi>[0] = {}) {
  const session = clientAdminSession();
  const fetchStub = serveSignedIn(session, {
    'GET /api/card': () => json(200, { data: cards, mode: 'demo', publishable_key: null }),
    ...routes,
  });
  renderApp('/settings');
  return fetchStub;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /Card Details/ }));
  return screen.findByRole('dialog', { name: 'Card Details' });
}

describe('Card Details dialog', { timeout: 20_000 }, () => {
  it('shows the saved card masked, with its brand and expiry', async () => {
    openCardDetails([saved]);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('xxxx-xxxx-xxxx-4444')).toBeInTheDocument();
    expect(within(dialog).getByText('Master')).toBeInTheDocument();
    expect(within(dialog).getByText('Expires 09 / 2031')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Card' })).not.toBeInTheDocument();
    // Issue 20: a clinic with a card on file is not told its plan needs one.
    expect(within(dialog).queryByText(cardMessages.noCard)).not.toBeInTheDocument();
  });

  it('adds a demo card sending only brand, last four and expiry, then reloads', async () => {
    const cards: Card[] = [];
    let body: Record<string, unknown> = {};
    openCardDetails(cards, {
      'POST /api/card': (_url, init) => {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        cards.push({ ...saved, card_brand: 'visa', card_last_four: '4242' });
        return json(201, { message: cardMessages.added, data: cards[0] });
      },
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(cardMessages.noCard)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    const add = await screen.findByRole('dialog', { name: 'Add Card' });
    expect(within(add).getByText('Demo mode')).toBeInTheDocument();
    const proceed = within(add).getByRole('button', { name: 'Proceed' });

    await userEvent.type(within(add).getByLabelText(/Card holder name/), 'Dana Doctor');
    await userEvent.type(within(add).getByLabelText(/Card number/), '4242424242424242');
    expect(within(add).getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(within(add).getByLabelText(/Expiry/), `04${nextYear}`);
    expect(proceed).toBeDisabled();
    await userEvent.type(within(add).getByLabelText(/CVC/), '123');
    expect(proceed).toBeEnabled();
    await userEvent.click(proceed);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Card' })).toBeNull());
    expect(body).toEqual({
      email: 'ada@paperless.test',
      name: 'Maple Family Practice',
      paymentMethodId: `demo_visa_4242_04_${nextYear}`,
      cardholdername: 'Dana Doctor',
    });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect(shownNotices()).toContain(`Success: ${cardMessages.added}`);
    expect(await within(dialog).findByText('xxxx-xxxx-xxxx-4242')).toBeInTheDocument();
  });

  it('keeps Proceed off for a number failing its checksum, and says why', async () => {
    openCardDetails([]);
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Card' }));
    const add = await screen.findByRole('dialog', { name: 'Add Card' });
    await userEvent.type(within(add).getByLabelText(/Card holder name/), 'Dana');
    await userEvent.type(within(add).getByLabelText(/Card number/), '4242424242424241');
    await userEvent.type(within(add).getByLabelText(/Expiry/), `04${nextYear}`);
    await userEvent.type(within(add).getByLabelText(/CVC/), '123');
    expect(within(add).getByText(cardMessages.invalidNumber)).toBeInTheDocument();
    expect(within(add).getByRole('button', { name: 'Proceed' })).toBeDisabled();
  });

  it('asks before deleting, and reloads the card half a second later', async () => {
    const cards = [saved];
    let deletedAt = 0;
    let reloadedAt = 0;
    openCardDetails(cards, {
      'DELETE /api/card/5': () => {
        cards.pop();
        deletedAt = Date.now();
        return json(200, { message: cardMessages.deleted });
      },
      'GET /api/card': () => {
        if (deletedAt) reloadedAt = Date.now();
        return json(200, { data: cards, mode: 'demo', publishable_key: null });
      },
    });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(within(ask).getByText(/Delete the Master card ending in 4444\?/)).toBeInTheDocument();
    const confirm = within(ask).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText(cardMessages.noCard)).toBeInTheDocument();
    expect(reloadedAt - deletedAt).toBeGreaterThanOrEqual(RELOAD_AFTER_DELETE_MS - 20);
    expect(shownNotices()).toContain(`Success: ${cardMessages.deleted}`);
  });
});
