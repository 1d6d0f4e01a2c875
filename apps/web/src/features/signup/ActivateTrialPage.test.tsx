import { signupMessages } from '@paperless/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789AB';
// The whole app at the link's address: the public page table routes it (publicPages.ts).
const page = () => renderApp(`/activate/${TOKEN}`);
afterEach(() => vi.unstubAllGlobals());

describe('ActivateTrialPage', () => {
  it('starts nothing on opening; the button sends the token and then offers Login', async () => {
    const fetchStub = stubApi({
      'POST /api/signup/activate': () =>
        json(200, { status: true, message: signupMessages.trialSuccess }),
    });
    page();
    const start = await screen.findByRole('button', { name: 'Start my free trial' });
    // A mail scanner that opens the link presses nothing.
    expect(fetchStub).not.toHaveBeenCalled();
    await userEvent.click(start);
    expect(await screen.findByText(signupMessages.trialSuccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(String(fetchStub.mock.calls[0]![1]!.body))).toEqual({ token: TOKEN });
  });

  it('says when the link is invalid or expired, and offers to sign up again', async () => {
    stubApi({
      'POST /api/signup/activate': () => json(404, { message: signupMessages.activationInvalid }),
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signupMessages.activationInvalid);
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
      'href',
      '/signup?trial=1',
    );
  });
});
