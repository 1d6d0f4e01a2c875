import {
  esignConsentMessages,
  handoffMessages,
  identityMessages,
  localizeText,
  type PatientLanguage,
} from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { claim, makeHandoff } from '#test/factories/link-handoff.js';
import { acceptDisclosure, linkWorld } from '#test/factories/patient-links.js';

// Issue 21: the consent and hand-off routes refuse a Spanish link's patient in Spanish, as submit does.
const t = linkWorld();

const linkIn = (language: PatientLanguage) => t.link({ language, consent: false });

const es = (text: string) => localizeText(text, 'es');

describe("a Spanish link's refusals", () => {
  it('answers a stale disclosure version in Spanish, an English link as the spec says', async () => {
    expect(es(esignConsentMessages.outdated)).not.toBe(esignConsentMessages.outdated);
    const spanish = await acceptDisclosure(t.app, (await linkIn('es')).token, '0');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json()).toEqual({
      message: es(esignConsentMessages.outdated),
      errors: { version: [es(esignConsentMessages.outdated)] },
    });
    const english = await acceptDisclosure(t.app, (await linkIn('en')).token, '0');
    expect(english.json().errors).toEqual({ version: [esignConsentMessages.outdated] });
  });

  it("answers a hand-off's missing birth date in Spanish", async () => {
    const { token } = await linkIn('es');
    const refused = await makeHandoff(t.app, token, { dob: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.dob).toEqual([es(identityMessages.dobRequired)]);
    expect(es(identityMessages.dobRequired)).not.toBe(identityMessages.dobRequired);

    const english = await makeHandoff(t.app, (await linkIn('en')).token, { dob: '' });
    expect(english.json().errors.dob).toEqual([identityMessages.dobRequired]);
  });

  it("answers a wrong birth date on the other device in the link's language", async () => {
    const { token } = await linkIn('es');
    const made = await makeHandoff(t.app, token, { draft: { patient_firstname: 'Zelda' } });
    expect(made.statusCode, made.body).toBe(201);
    const wrong = await claim(t.app, made.json<{ code: string }>().code, '1990-01-01');
    expect(wrong.statusCode).toBe(422);
    const expected = es(handoffMessages.dobMismatch(4));
    expect(expected).not.toBe(handoffMessages.dobMismatch(4));
    expect(wrong.json()).toEqual({ message: expected, errors: { dob: [expected] } });
  });

  it('leaves an unknown token a 404 whatever the body', async () => {
    const unknown = await acceptDisclosure(t.app, 'no-such-token', '0');
    // The schema refuses the body before the token is looked up: English, as before.
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ version: [esignConsentMessages.outdated] });
  });

  it("answers a link it cannot read in the browser's language, when that is Spanish", async () => {
    const asked = (acceptLanguage: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/links/no-such-token/consent',
        headers: { 'accept-language': acceptLanguage },
        payload: { version: '0' },
      });
    const spanish = await asked('es-US,es;q=0.9,en;q=0.5');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors).toEqual({ version: [es(esignConsentMessages.outdated)] });
    const english = await asked('en-US,es;q=0.5');
    expect(english.json().errors).toEqual({ version: [esignConsentMessages.outdated] });
  });
});
