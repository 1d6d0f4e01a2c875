import { patientCopyMessages as m } from '@paperless/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

// The staff console's chunks load first.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('PatientCopySetting', () => {
  it("is the owner's switch on Settings, saved when flipped", async () => {
    const session = clientAdminSession();
    const sent: unknown[] = [];
    serveSignedIn(session, {
      'GET /api/company/patient-copies': () => json(200, { data: { email_patient_copy: false } }),
      'PUT /api/company/patient-copies': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { email_patient_copy: boolean };
        sent.push(body);
        return json(200, { data: body });
      },
    });
    renderApp('/settings');
    // Mantine's label holds the description too: the name starts with the title.
    const toggle = await screen.findByRole('switch', { name: new RegExp(`^${m.settingTitle}`) });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent).toEqual([{ email_patient_copy: true }]);
  }, 20_000);
});
