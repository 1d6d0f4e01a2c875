import { KIOSK_TOKEN_HEADER, kioskMessages, localizeText } from '@paperless/core';
import { fireEvent, screen, within } from '@testing-library/react';
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
    patient_language: 'en',
    forms: [{ id: 7, title: 'Records Release' }],
    buckets: [{ id: 3, title: 'New patient packet' }],
  },
};

beforeEach(() => localStorage.setItem(KIOSK_STORAGE_KEY, 'kiosk_tok'));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const preferBrowserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

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

// Issue 21: what a patient reads on the tablet is in their language; staff screens stay English.
describe("KioskPage in the patient's language", () => {
  it('says "kiosk mode is off" in Spanish to a Spanish tablet, the staff sign-in in English', async () => {
    preferBrowserLanguages(['es-US', 'en']);
    stubApi({
      'GET /api/kiosk/session': () => json(401, { message: kioskMessages.deviceEnded }),
    });
    renderWithProviders(<KioskPage />, { route: '/kiosk' });
    expect(
      await screen.findByRole('heading', { name: 'El modo quiosco está desactivado' }),
    ).toBeInTheDocument();
    expect(screen.getByText(localizeText(kioskMessages.deviceEnded, 'es'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('shows the start screen in Spanish when patients start themselves, with the switch', async () => {
    preferBrowserLanguages(['es-US', 'en']);
    stubApi({
      'GET /api/kiosk/session': () =>
        json(200, { data: { ...session.data, allow_patient_start: true } }),
    });
    renderWithProviders(<KioskPage />, { route: '/kiosk' });
    expect(await screen.findByRole('button', { name: 'Empezar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Su nombre/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Clinic PIN/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Empezar' }));
    expect(
      await screen.findByText(localizeText(kioskMessages.chooseOne, 'es')),
    ).toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Idioma / Language' });
    fireEvent.click(within(group).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it("shows the start screen in the clinic's default language, Spanish, to an English browser", async () => {
    preferBrowserLanguages(['en-US']);
    stubApi({
      'GET /api/kiosk/session': () =>
        json(200, {
          data: { ...session.data, allow_patient_start: true, patient_language: 'es' },
        }),
    });
    renderWithProviders(<KioskPage />, { route: '/kiosk' });
    expect(await screen.findByRole('button', { name: 'Empezar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Su nombre/)).toBeInTheDocument();
  });

  it('keeps the staff start screen (with the PIN) in English on a Spanish tablet', async () => {
    preferBrowserLanguages(['es-US', 'en']);
    stubApi({ 'GET /api/kiosk/session': () => json(200, session) });
    renderWithProviders(<KioskPage />, { route: '/kiosk' });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Patient name/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Idioma/ })).toBeNull();
  });
});
