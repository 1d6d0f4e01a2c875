import { emailChangeMessages } from '@paperless/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';

const link = {
  confirming: 'new',
  old_email: 'o•••r@c•••c.test',
  new_email: 'n•••w@c•••c.test',
  state: 'pending',
};

afterEach(() => vi.unstubAllGlobals());

describe('the e-mail change link page', () => {
  it('shows what is confirmed with masked addresses, and confirms only on the button', async () => {
    const api = stubApi({
      'GET /api/public/email-change/tok123': () => json(200, { data: link }),
      'POST /api/public/email-change/tok123/confirm': () =>
        json(200, {
          message: emailChangeMessages.completed,
          data: { ...link, state: 'completed' },
        }),
    });
    renderApp('/email-change/tok123');
    expect(await screen.findByText(/n•••w@c•••c\.test as the new login e-mail/)).toBeVisible();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(emailChangeMessages.completed)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('explains a used or unknown link and offers the way to sign in', async () => {
    stubApi({
      'GET /api/public/email-change/gone': () =>
        json(404, { message: emailChangeMessages.linkInvalid }),
    });
    renderApp('/email-change/gone');
    expect(await screen.findByText(emailChangeMessages.linkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});
