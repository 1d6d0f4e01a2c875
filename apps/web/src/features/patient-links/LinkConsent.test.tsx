import { ESIGN_DISCLOSURE_VERSION, esignConsentMessages } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { acceptedConsent as accepted, bodyOf, consentForm, linkAnswer } from './testing';

const TOKEN = 'tok_consent';
const LINK = `/api/public/links/${TOKEN}`;

afterEach(() => sessionStorage.clear());

const tapToSign = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Tap to sign' }));

describe("a link's e-sign disclosure", () => {
  it('comes before the first signature; once accepted, the signature pad opens and it is not asked again', async () => {
    const consents: Record<string, unknown>[] = [];
    stubApi({
      [`GET ${LINK}`]: () => json(200, linkAnswer('form', [consentForm], null)),
      [`POST ${LINK}/consent`]: (_url, init) => {
        consents.push(bodyOf(init));
        return json(200, { status: true, consent: accepted });
      },
    });
    renderApp(`/form-fill/${TOKEN}`);
    await tapToSign();

    const disclosure = await screen.findByRole('dialog', { name: esignConsentMessages.title });
    // It fades in: read it once it has (PracticeProfileDialog.test once read one mid-fade).
    await waitFor(() => expect(disclosure).toBeVisible());
    expect(within(disclosure).getByText(/right to receive these records on paper/)).toBeVisible();
    expect(within(disclosure).getByText(/withdraw this consent/)).toBeVisible();
    expect(within(disclosure).getByText(/Sunrise Family Clinic asks you/)).toBeVisible();
    // No way to sign yet.
    expect(within(disclosure).queryByRole('tab', { name: 'Type' })).toBeNull();
    await userEvent.click(
      within(disclosure).getByRole('button', { name: esignConsentMessages.accept }),
    );

    const pad = await screen.findByRole('dialog', { name: 'Signature' });
    expect(within(pad).getByRole('tab', { name: 'Type' })).toBeInTheDocument();
    expect(consents).toEqual([{ version: ESIGN_DISCLOSURE_VERSION }]);

    // Closed and opened again: straight to the pad.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await tapToSign();
    expect(await screen.findByRole('dialog', { name: 'Signature' })).toBeInTheDocument();
    expect(consents).toHaveLength(1);
  });

  it('is not asked when the link already has it (a reload, the next form of a bucket)', async () => {
    stubApi({
      [`GET ${LINK}`]: () => json(200, linkAnswer('form', [consentForm], accepted)),
    });
    renderApp(`/form-fill/${TOKEN}`);
    await tapToSign();
    expect(await screen.findByRole('dialog', { name: 'Signature' })).toBeInTheDocument();
    expect(screen.queryByText(/right to receive these records on paper/)).toBeNull();
  });

  it('says so when the acceptance could not be saved, and still offers no signature', async () => {
    stubApi({
      [`GET ${LINK}`]: () => json(200, linkAnswer('form', [consentForm], null)),
      [`POST ${LINK}/consent`]: () =>
        json(422, {
          message: esignConsentMessages.outdated,
          errors: { version: [esignConsentMessages.outdated] },
        }),
    });
    renderApp(`/form-fill/${TOKEN}`);
    await tapToSign();
    const disclosure = await screen.findByRole('dialog', { name: esignConsentMessages.title });
    await userEvent.click(
      within(disclosure).getByRole('button', { name: esignConsentMessages.accept }),
    );
    expect(await within(disclosure).findByRole('alert')).toHaveTextContent(
      esignConsentMessages.outdated,
    );
    expect(within(disclosure).queryByRole('tab', { name: 'Type' })).toBeNull();
  });
});
