import {
  HANDOFF_MAX_FAILURES,
  handoffMessages,
  localizeText,
  normaliseHandoffCode,
  type PatientLanguage,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { hashToken } from '../../../lib/tokens.js';
import { makeLink, templateFormId } from '#test/factories/patient-links.js';
import { DOB, makeHandoff } from '#test/factories/link-handoff.js';

// Issue 21: a claim refused once its code is found (used, expired, locked) answers in the language
// of the link the code continues; an unknown code names no link, so the browser's language does.
let t: TestApp;
let clinic: TestClinic;
let formId: number;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db);
  formId = await templateFormId(t.db, clinic.id, 1);
});
afterAll(() => t.close());

const es = (text: string) => localizeText(text, 'es');
const SPANISH_BROWSER = 'es-US,es;q=0.9,en;q=0.5';
const ENGLISH_BROWSER = 'en-US,en;q=0.9';

/** Each claim from its own address: failed claims are limited per address. */
const claim = (code: string, acceptLanguage: string, dob = DOB) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/handoffs/claim',
    payload: { code, dob },
    headers: { 'accept-language': acceptLanguage },
    remoteAddress: `10.78.0.${++ip}`,
  });

async function codeFor(language: PatientLanguage) {
  const link = await makeLink(t.db, { companyId: clinic.id, formId });
  await t.db.updateTable('form_links').set({ language }).where('id', '=', link.linkId).execute();
  const made = await makeHandoff(t.app, link.token, { draft: { patient_firstname: 'Zelda' } });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<{ code: string }>().code;
}

describe("a hand-off claim's refusals", () => {
  it("answers an unknown code in the browser's language", async () => {
    expect(es(handoffMessages.codeExpired)).not.toBe(handoffMessages.codeExpired);
    const spanish = await claim('ZZZZ-ZZZZ', SPANISH_BROWSER);
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().message).toBe(es(handoffMessages.codeExpired));
    const english = await claim('ZZZZ-ZZZZ', ENGLISH_BROWSER);
    expect(english.statusCode).toBe(404);
    expect(english.json().message).toBe(handoffMessages.codeExpired);
  });

  it("answers a used code in its link's language, whatever the browser prefers", async () => {
    const spanishCode = await codeFor('es');
    expect((await claim(spanishCode, ENGLISH_BROWSER)).statusCode).toBe(200);
    const again = await claim(spanishCode, ENGLISH_BROWSER);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(es(handoffMessages.codeExpired));

    const englishCode = await codeFor('en');
    expect((await claim(englishCode, SPANISH_BROWSER)).statusCode).toBe(200);
    const englishAgain = await claim(englishCode, SPANISH_BROWSER);
    expect(englishAgain.statusCode).toBe(410);
    expect(englishAgain.json().message).toBe(handoffMessages.codeExpired);
  });

  it("answers an expired code in its link's language", async () => {
    const code = await codeFor('es');
    await t.db
      .updateTable('link_handoffs')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('code_hash', '=', hashToken(normaliseHandoffCode(code)))
      .execute();
    const refused = await claim(code, ENGLISH_BROWSER);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(es(handoffMessages.codeExpired));
  });

  it("answers the lock, and each claim after it, in its link's language", async () => {
    expect(es(handoffMessages.locked)).not.toBe(handoffMessages.locked);
    const code = await codeFor('es');
    for (let i = 1; i < HANDOFF_MAX_FAILURES; i++)
      expect((await claim(code, ENGLISH_BROWSER, '1990-01-01')).statusCode).toBe(422);
    const lock = await claim(code, ENGLISH_BROWSER, '1990-01-01');
    expect(lock.statusCode).toBe(429);
    expect(lock.json().message).toBe(es(handoffMessages.locked));
    const after = await claim(code, ENGLISH_BROWSER);
    expect(after.statusCode).toBe(429);
    expect(after.json().message).toBe(es(handoffMessages.locked));
  });
});
