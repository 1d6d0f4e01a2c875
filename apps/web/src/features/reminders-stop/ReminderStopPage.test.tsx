import { frontDeskMessages, messages } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { NETWORK_MESSAGE } from '../../lib/api-error';
import { json, stubApi, stubFetch } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { superAdminSession } from '../../test/sessions';
import { RETRY_MESSAGE } from './stopApi';
import { STOP_BUTTON, STOP_TITLE } from './ReminderStopPage';

const TOKEN = `17.${'ab'.repeat(32)}`;
const STOP = 'POST /api/public/reminders/stop';
const PAGE = `/reminders/stop/${TOKEN}`;
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

async function openPage() {
  renderApp(PAGE);
  expect(await screen.findByRole('heading', { name: STOP_TITLE })).toBeInTheDocument();
}

afterEach(() => clearSession());

describe('ReminderStopPage', () => {
  it('stops nothing on opening (mail scanners prefetch links), only on the click', async () => {
    const sent: unknown[] = [];
    const calls = stubApi({
      [STOP]: (_url, init) => {
        sent.push(bodyOf(init));
        return json(200, { message: frontDeskMessages.remindersStopped });
      },
    });
    await openPage();
    expect(calls).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: STOP_BUTTON }));
    expect(await screen.findByRole('status')).toHaveTextContent(frontDeskMessages.remindersStopped);
    expect(sent).toEqual([{ token: TOKEN }]);
    // The token goes in the body of this one call: no referrer, nothing in its address.
    const [input, init] = calls.mock.calls[0]!;
    expect(String(input)).not.toContain(TOKEN);
    expect(init?.referrerPolicy).toBe('no-referrer');
    // Nothing left to click once stopped.
    expect(screen.queryByRole('button', { name: STOP_BUTTON })).not.toBeInTheDocument();
  });

  it('opens without signing in and sends no staff token from a session left in the browser', async () => {
    saveSession(superAdminSession(), false);
    const calls = stubApi({
      [STOP]: () => json(200, { message: frontDeskMessages.remindersStopped }),
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: STOP_BUTTON }));
    expect(await screen.findByText(frontDeskMessages.remindersStopped)).toBeInTheDocument();
    const paths = calls.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(paths).toEqual(['/api/public/reminders/stop']);
    expect(new Headers(calls.mock.calls[0]![1]?.headers).get('authorization')).toBeNull();
  });

  it('says the stop link is not valid when the server refuses the token (422)', async () => {
    stubApi({
      [STOP]: () =>
        json(422, {
          message: 'Validation Error',
          errors: { token: [frontDeskMessages.remindersStopInvalid] },
        }),
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: STOP_BUTTON }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      frontDeskMessages.remindersStopInvalid,
    );
    expect(screen.queryByRole('button', { name: STOP_BUTTON })).not.toBeInTheDocument();
  });

  it('offers a retry after a server error, and stops on the second click', async () => {
    let answers = 0;
    stubApi({
      [STOP]: () =>
        ++answers === 1
          ? json(500, { message: messages.serverError })
          : json(200, { message: frontDeskMessages.remindersStopped }),
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: STOP_BUTTON }));
    expect(await screen.findByText(RETRY_MESSAGE)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: STOP_BUTTON }));
    expect(await screen.findByText(frontDeskMessages.remindersStopped)).toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('says so when the server cannot be reached, and keeps the button', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: STOP_BUTTON }));
    expect(await screen.findByText(NETWORK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STOP_BUTTON })).toBeEnabled();
  });
});
