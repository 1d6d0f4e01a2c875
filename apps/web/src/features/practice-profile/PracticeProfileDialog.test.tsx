import {
  companyMessages,
  isReadableBrandColour,
  practiceProfileMessages,
  type PracticeProfileResponse,
} from '@paperless/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Session } from '../../lib/session';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { clientAdminSession, salesPersonSession } from '../../test/sessions';
import { SWATCHES } from './PracticeProfileForm';
import { serveSignedIn } from '../../test/signed-in';

configure({ asyncUtilTimeout: 4000 });

const saved: PracticeProfileResponse = {
  data: {
    name: 'Sunrise Family Clinic',
    phone: '(512) 555-0100',
    address: '100 Main Street',
    address1: null,
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
    brand_color: null,
    logo_url: '/api/logos/0123456789abcdef0123456789abcdef.png',
    patient_language: 'en',
  },
};

function openSettings(session: Session, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchStub = serveSignedIn(session, {
    'GET /api/company/patient-copies': () => json(200, { data: { email_patient_copy: false } }),
    'GET /api/company/practice-profile': () => json(200, saved),
    ...routes,
  });
  renderApp(session.user.user_type === 'provider' ? '/hr-settings' : '/settings');
  return fetchStub;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /Practice profile/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Practice profile' });
  await within(dialog).findByRole('form');
  // The dialog fades in: until it has, what it holds is in the document but not yet visible
  // (a CI run on a busy machine read the logo before the fade ended).
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const calls = (fetchStub: ReturnType<typeof stubApi>, method: string) =>
  fetchStub.mock.calls.filter(([, init]) => init?.method === method);

/** The server's answer to a save: the profile as sent. */
const echoingSave = {
  'PUT /api/company/practice-profile': (_url: URL, init: RequestInit) =>
    json(200, {
      message: practiceProfileMessages.saved,
      data: { ...saved.data, ...(JSON.parse(String(init.body)) as object) },
    }),
};

describe('Practice profile', { timeout: 60_000 }, () => {
  it('shows the saved profile, hints at contrast live, and puts messages under fields', async () => {
    const fetchStub = openSettings(clientAdminSession());
    const dialog = await openDialog();
    expect(within(dialog).getByRole('img', { name: 'Sunrise Family Clinic logo' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('(512) 555-0100');

    const colour = within(dialog).getByRole('textbox', { name: 'Brand colour' });
    await userEvent.type(colour, '#ffd43b');
    expect(await within(dialog).findByText(/too light, needs at least 4.5:1/)).toBeVisible();
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call us');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(companyMessages.invalidPhone)).toBeVisible();
    expect(within(dialog).getByText(practiceProfileMessages.colourTooLight)).toBeVisible();
    expect(calls(fetchStub, 'PUT')).toHaveLength(0);
  });

  it('saves the phone and a readable colour, and says so', async () => {
    const fetchStub = openSettings(clientAdminSession(), echoingSave);
    const dialog = await openDialog();
    const colour = within(dialog).getByRole('textbox', { name: 'Brand colour' });
    await userEvent.type(colour, '#1C5D99');
    expect(await within(dialog).findByText(/readable \(AA\)/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetchStub, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchStub, 'PUT')[0]![1]!.body))).toEqual({
      phone: '(512) 555-0100',
      address: '100 Main Street',
      address1: null,
      city: 'Austin',
      state: 'Texas',
      zip: '78701',
      brand_color: '#1c5d99',
      patient_language: 'en',
    });
    expect(shownNotices()).toContain(`Success: ${practiceProfileMessages.saved}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the patients' language and saves the one chosen (issue 21)", async () => {
    const fetchStub = openSettings(clientAdminSession(), echoingSave);
    const dialog = await openDialog();
    const language = within(dialog).getByRole('textbox', { name: "Patients' language" });
    expect(language).toHaveValue('English');
    await userEvent.click(language);
    // The state's options are in the dialog too: the language's own list is the one it controls.
    const list = await waitFor(() =>
      document.getElementById(language.getAttribute('aria-controls')!)!,
    );
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Español']);
    await userEvent.click(within(list).getByRole('option', { name: 'Español', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetchStub, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchStub, 'PUT')[0]![1]!.body))).toMatchObject({
      patient_language: 'es',
    });
  });

  it('removes the logo only after a confirmation', async () => {
    const fetchStub = openSettings(clientAdminSession(), {
      'DELETE /api/company/practice-profile/logo': () =>
        json(200, {
          message: practiceProfileMessages.logoRemoved,
          data: { ...saved.data, logo_url: null },
        }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the logo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchStub, 'DELETE')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the logo?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls(fetchStub, 'DELETE')).toHaveLength(1));
    expect(await within(dialog).findByText(/No logo/)).toBeVisible();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('offers only swatches the server accepts (readable with white text)', () => {
    for (const swatch of SWATCHES) expect(isReadableBrandColour(swatch), swatch).toBe(true);
  });

  it('is not offered to provider staff', async () => {
    openSettings(salesPersonSession());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('button', { name: /Change Password/ })).toBeVisible();
    expect(within(main).queryByRole('button', { name: /Practice profile/ })).toBeNull();
  });
});
