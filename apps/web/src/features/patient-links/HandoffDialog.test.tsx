import { handoffMessages } from '@paperless/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill } from '../form-engine/testing';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { allergyForm, bodyOf, linkAnswer } from './testing';
import { HANDOFF_BUTTON } from './ContinueOnAnotherDevice';

const m = handoffMessages;
const TOKEN = 'tok_first_device';
const LINK = `/api/public/links/${TOKEN}`;

afterEach(() => {
  sessionStorage.clear();
  Reflect.deleteProperty(document, 'visibilityState');
});

async function openForm(routes: Parameters<typeof stubApi>[0]) {
  const calls = stubApi({
    [`GET ${LINK}`]: () => json(200, linkAnswer('form', [allergyForm])),
    ...routes,
  });
  renderApp(`/form-fill/${TOKEN}`);
  expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
  return calls;
}

describe('Continue on another device', () => {
  it('confirms the birth date typed in the form, then shows the QR code and the code', async () => {
    const sent: Record<string, unknown>[] = [];
    await openForm({
      [`POST ${LINK}/handoff`]: (_url, init) => {
        sent.push(bodyOf(init));
        return json(201, { code: 'WXYZ-2345', expires_at: '2030-01-01T10:15:00.000Z' });
      },
    });
    fill(screen.getByLabelText(/Date of Birth/), '1984-03-07');
    fill(screen.getByLabelText(/Allergies/), 'Penicillin');
    fireEvent.click(screen.getByRole('button', { name: HANDOFF_BUTTON }));

    const dialog = await screen.findByRole('dialog', { name: m.dialogTitle });
    const dob = within(dialog).getByLabelText(new RegExp(m.dobLabel));
    expect(dob).toHaveValue('1984-03-07');
    fireEvent.click(within(dialog).getByRole('button', { name: m.makeCode }));

    expect(await within(dialog).findByRole('img', { name: m.qrLabel })).toBeInTheDocument();
    expect(within(dialog).getByTestId('handoff-code')).toHaveTextContent('WXYZ-2345');
    expect(within(dialog).getByText(m.signAgain)).toBeInTheDocument();
    expect(sent).toEqual([
      { dob: '1984-03-07', draft: expect.objectContaining({ allergies: 'Penicillin' }) },
    ]);
  });

  it("asks for the date when none was typed, with the server's message under it", async () => {
    const calls = await openForm({
      [`POST ${LINK}/handoff`]: () =>
        json(422, {
          message: 'Date of birth seems invalid',
          errors: { dob: ['Date of birth seems invalid'] },
        }),
    });
    fireEvent.click(screen.getByRole('button', { name: HANDOFF_BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: m.dialogTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: m.makeCode }));
    expect(await within(dialog).findByText('Date of birth is required')).toBeInTheDocument();
    expect(calls.mock.calls.some(([url]) => String(url).endsWith('/handoff'))).toBe(false);
    fill(within(dialog).getByLabelText(new RegExp(m.dobLabel)), '1900-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: m.makeCode }));
    expect(await within(dialog).findByText('Date of birth seems invalid')).toBeInTheDocument();
  });

  it('saves the draft on the server when the page is hidden', async () => {
    const saved: Record<string, unknown>[] = [];
    await openForm({
      [`PUT ${LINK}/draft`]: (_url, init) => {
        saved.push(bodyOf(init));
        expect(init.keepalive).toBe(true);
        return json(200, { status: true, saved_at: '2030-01-01T10:00:00.000Z' });
      },
    });
    fill(screen.getByLabelText(/Allergies/), 'Penicillin');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    // The sender loads with the first change; hidden again until it has sent (once).
    await waitFor(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(saved).toHaveLength(1);
    });
    expect(saved).toEqual([{ draft: expect.objectContaining({ allergies: 'Penicillin' }) }]);
  });
});
