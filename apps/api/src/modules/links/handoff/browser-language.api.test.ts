import { handoffMessages, localizeText } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { DOB } from '#test/factories/link-handoff.js';

// Issue 21: a claim whose code is malformed names no link, so no link's language: its 422 is in
// the language the browser prefers, each message under its field.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const claim = (code: string, acceptLanguage?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/handoffs/claim',
    payload: { code, dob: DOB },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    remoteAddress: `10.77.0.${++ip}`,
  });

describe("a malformed hand-off code's refusal", () => {
  it("is in Spanish for a browser that prefers Spanish, under the code's field", async () => {
    const spanish = localizeText(handoffMessages.codeRequired, 'es');
    expect(spanish).not.toBe(handoffMessages.codeRequired);
    const refused = await claim('ABC', 'es-US,es;q=0.9,en;q=0.8');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: spanish, errors: { code: [spanish] } });
  });

  it('stays in English for an English browser, or one that names neither language', async () => {
    const english = {
      message: handoffMessages.codeRequired,
      errors: { code: [handoffMessages.codeRequired] },
    };
    expect((await claim('ABC', 'en-US,es;q=0.5')).json()).toEqual(english);
    expect((await claim('ABC', 'fr-FR')).json()).toEqual(english);
    expect((await claim('ABC')).json()).toEqual(english);
  });
});
