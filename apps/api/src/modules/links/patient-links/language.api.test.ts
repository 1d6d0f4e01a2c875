import { identityMessages, type PatientLanguage } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { linkWorld, open, recordsRelease, submit } from '#test/factories/patient-links.js';

// Issue 21: the server answers a Spanish link in Spanish, an English one as the spec says.
const t = linkWorld();

const linkIn = (language: PatientLanguage) => t.link({ language });

type Refusal = { message: string; errors: Record<string, string[]> };

describe("a link's language", () => {
  it('is answered with the link, for the page to open in', async () => {
    const spanish = await linkIn('es');
    expect((await open(t.app, spanish.token)).json().data.language).toBe('es');
    const english = await linkIn('en');
    expect((await open(t.app, english.token)).json().data.language).toBe('en');
  });

  it("answers an empty submission of a Spanish link's form with Spanish messages", async () => {
    const { token } = await linkIn('es');
    const response = await submit(t.app, token, {
      fields: { ...recordsRelease(), patient_firstname: '', patient_lastname: '', dob: '' },
      formId: t.formId,
    });
    expect(response.statusCode).toBe(422);
    const { message, errors } = response.json<Refusal>();
    expect(errors.patient_firstname).toEqual(['El nombre del paciente es obligatorio']);
    expect(errors.patient_lastname).toEqual(['El apellido del paciente es obligatorio']);
    expect(errors.dob).toEqual(['La fecha de nacimiento es obligatoria']);
    // Every message the validator gave is translated, the answer's own message too.
    expect(JSON.stringify(errors)).not.toContain(' is required');
    expect(message).not.toBe('');
    expect(message).not.toMatch(/required/i);
  });

  it("keeps an English link's answer the spec's", async () => {
    const { token } = await linkIn('en');
    const response = await submit(t.app, token, {
      fields: { ...recordsRelease(), patient_firstname: '', patient_lastname: '', dob: '' },
      formId: t.formId,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<Refusal>();
    expect(errors.patient_firstname).toEqual([identityMessages.firstNameRequired]);
    expect(errors.patient_firstname).toEqual(['Patient first name is required']);
    expect(errors.dob).toEqual(['Date of birth is required']);
  });

  it('stores a valid submission of a Spanish link as any other', async () => {
    const { token } = await linkIn('es');
    const response = await submit(t.app, token, { fields: recordsRelease(), formId: t.formId });
    expect(response.statusCode).toBe(201);
  });
});
