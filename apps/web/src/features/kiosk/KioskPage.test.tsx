import { KIOSK_TOKEN_HEADER, kioskMessages } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { KioskPage } from './KioskPage';
import { KIOSK_STORAGE_KEY } from './kioskStorage';

const session = {
  data: {
    practice: 'Sunrise Clinic',
    label: 'Front desk tablet',
    allow_patient_start: false,
    forms: [{ id: 7, title: 'Records Release' }],
    buckets: [{ id: 3, title: 'New patient packet' }],
  },
};

beforeEach(() => localStorage.setItem(KIOSK_STORAGE_KEY, 'kiosk_tok'));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('KioskPage', () => {
  it('starts with the PIN, sending only the kiosk token, and shows a wrong PIN under its field', async () => {
    const calls = stubApi({
      'GET /api/kiosk/session': () => json(200, session),
      'POST /api/kiosk/fills': () =>
        json(422, {
          message: kioskMessages.wrongPin(4),
          errors: { pin: [kioskMessages.wrongPin(4)] },
        }),
    });
    renderWithProviders(<KioskPage />, { route: '/kiosk' });
    expect(await screen.findByRole('heading', { name: 'Sunrise Clinic' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(kioskMessages.chooseOne)).toBeInTheDocument();
    expect(screen.getByText(kioskMessages.patientNameRequired)).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('radio', { name: /Records Release/ }));
    fireEvent.change(screen.getByLabelText(/Patient name/), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText(/Clinic PIN/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(kioskMessages.wrongPin(4))).toBeInTheDocument();

    const [url, init] = calls.mock.calls[1]!;
    expect(String(url)).toBe('/api/kiosk/fills');
    const headers = init!.headers as Record<string, string>;
    expect(headers[KIOSK_TOKEN_HEADER]).toBe('kiosk_tok');
    expect(headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(init!.body))).toEqual({
      form_id: 7,
      patient_name: 'Ann Lee',
      pin: '1234',
    });
  });

  it('says the tablet is no longer in kiosk mode and forgets its token on 401', async () => {
    stubApi({
      'GET /api/kiosk/session': () => json(401, { message: kioskMessages.deviceEnded }),
    });
    sessionStorage.setItem('left-over', 'x');
    renderWithProviders(<KioskPage />, { route: '/kiosk' });
    expect(await screen.findByText(kioskMessages.deviceEnded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
