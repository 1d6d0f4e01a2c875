import { formMessages, type FormDetail } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { callsTo, clinicServer, listAnswer, recordsReleaseForm } from '../testing';

// Issue 36, item 5: a clinic may ask for a signature on a template that asks for none.
const loading = { timeout: 8_000 };

const medicalHistoryForm: FormDetail = {
  ...recordsReleaseForm,
  id: 53,
  title: 'Medical History Form',
  template_id: 3,
  tailoring: { ...recordsReleaseForm.tailoring!, title: 'Medical History Form' },
};

function serve(form: FormDetail, routes: Parameters<typeof clinicServer>[0] = {}) {
  return clinicServer({
    [`GET /api/forms/${form.id}`]: () => json(200, { data: form }),
    'GET /api/forms': () => json(200, listAnswer([])),
    ...routes,
  });
}

const preview = () => screen.getByRole('region', { name: 'Preview' });
const signatureBox = () => screen.getByRole('checkbox', { name: 'Ask for a signature' });

describe('Ask for a signature', { timeout: 30_000 }, () => {
  it('is off for Medical History until the clinic turns it on; the preview then closes with it', async () => {
    const fetchStub = serve(medicalHistoryForm, {
      'POST /api/forms/53/customize': () =>
        json(201, { message: formMessages.customized, data: medicalHistoryForm }),
    });
    const { router } = renderApp('/forms/53/customize');
    await screen.findByRole('textbox', { name: /^Title/ }, loading);
    expect(signatureBox()).not.toBeChecked();
    expect(within(preview()).queryByRole('group', { name: 'Patient Signature' })).toBeNull();

    await userEvent.click(signatureBox());
    await waitFor(() =>
      expect(within(preview()).getByRole('group', { name: 'Patient Signature' })).toBeVisible(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'));
    const [call] = callsTo(fetchStub, 'POST', '/api/forms/53/customize');
    const body = JSON.parse(String(call?.init?.body)) as { customization: object };
    expect(body.customization).toMatchObject({ signature: true });
  });

  it('is not offered on a template that already asks for a signature', async () => {
    serve(recordsReleaseForm);
    renderApp('/forms/51/customize');
    await screen.findByRole('textbox', { name: /^Title/ }, loading);
    expect(screen.queryByRole('checkbox', { name: 'Ask for a signature' })).toBeNull();
  });
});
