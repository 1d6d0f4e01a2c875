import { localizeText, normalizePhone, sendingMessages } from '@paperless/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, unique } from '#test/factories/users.js';
import { outboxTo } from '#test/support/outbox.js';
import { openText } from '../../../lib/outbox/sealing.js';
import { nyAt, pass, sendAt } from '#test/factories/reminders.js';
import { formLinkRef } from './message.js';
import { frontDeskWorld, sendLink } from '#test/factories/sending.js';

// Issue 21: a link's language is chosen per send, defaulting to the clinic's.
const t = frontDeskWorld('America/New_York');
/** The form's title as a Spanish reader gets it (a template's title translates). */
const titleEs = () => localizeText(t.formTitle, 'es');
beforeEach(async () => {
  await setClinicLanguage('en');
});

const setClinicLanguage = (language: 'en' | 'es') =>
  t.db
    .updateTable('companies')
    .set({ patient_language: language })
    .where('id', '=', t.clinic.id)
    .execute();

const address = () => `patient-${unique()}@example.com`;
const phone = () => `+1 512 555 ${String(1000 + Math.floor(Math.random() * 9000))}`;

describe('a send in a language', () => {
  it("stores the language asked for, and the clinic's default when none is", async () => {
    const spanish = await sendLink(t, t.clinic, address(), { formId: t.formId, language: 'es' });
    expect(spanish.link.language).toBe('es');
    const plain = await sendLink(t, t.clinic, address(), { formId: t.formId });
    expect(plain.link.language).toBe('en');

    await setClinicLanguage('es');
    expect((await sendLink(t, t.clinic, address(), { formId: t.formId })).link.language).toBe('es');
    // The sender may still choose English for one patient.
    const chosen = await sendLink(t, t.clinic, address(), { formId: t.formId, language: 'en' });
    expect(chosen.link.language).toBe('en');
  });

  it('refuses a language without a catalogue with our message, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forms/send',
      headers: t.clinic.headers,
      payload: { formId: t.formId, emails: [address()], language: 'fr' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ language: [sendingMessages.invalidLanguage] });
  });

  it('writes the invitation e-mail of a Spanish link in Spanish, an English one unchanged', async () => {
    const to = address();
    const { token } = await sendLink(t, t.clinic, to, { formId: t.formId, language: 'es' });
    const [mail] = await outboxTo(t, to);
    // Records Release (template 1): its title is a template's, so it is translated too.
    expect(titleEs()).not.toBe(t.formTitle);
    expect(mail!.subject).toBe(`${t.clinic.name}: por favor, complete ${titleEs()}`);
    expect(mail!.body_text).toBe(
      [
        'Hola:',
        '',
        `${t.clinic.name} le pide que complete el formulario "${titleEs()}" antes de su consulta.`,
        'Abra este enlace seguro para comenzar:',
        `http://app.test/form-fill/${token}`,
        '',
        'Este enlace es solo para usted; por favor, no lo reenvíe. Vence en 30 días.',
        '',
        t.clinic.name,
      ].join('\n'),
    );

    const english = address();
    const sent = await sendLink(t, t.clinic, english, { formId: t.formId });
    const [plain] = await outboxTo(t, english);
    expect(plain!.subject).toBe(`${t.clinic.name}: please fill in ${t.formTitle}`);
    expect(plain!.body_text).toBe(
      [
        'Hello,',
        '',
        `${t.clinic.name} asks you to fill in the form "${t.formTitle}" before your visit.`,
        'Open this secure link to start:',
        `http://app.test/form-fill/${sent.token}`,
        '',
        'The link is for you only, so please do not forward it. It expires in 30 days.',
        '',
        t.clinic.name,
      ].join('\n'),
    );
  });

  it('texts a Spanish link in Spanish, with the STOP keyword kept', async () => {
    const to = phone();
    const { link, token } = await sendLink(
      t,
      t.clinic,
      to,
      { formId: t.formId, language: 'es' },
      'sms',
    );
    expect(link.language).toBe('es');
    const [sms] = await outboxTo(t, normalizePhone(to));
    expect(sms!.body_text).toBe(
      `${t.clinic.name}: por favor, complete sus formularios: http://app.test/form-fill/${token} ` +
        'Responda STOP para no recibir más mensajes.',
    );
  });

  it("resends in the link's language, whatever the clinic's default is now", async () => {
    const to = address();
    const { link } = await sendLink(t, t.clinic, to, { formId: t.formId, language: 'es' });
    await setClinicLanguage('en');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/links/${link.id}/resend`,
      headers: t.clinic.headers,
    });
    expect(response.statusCode).toBe(200);
    // The first message's copy forgot its address with its link; the resend is the one left.
    const [resent, ...more] = await outboxTo(t, to);
    expect(more).toEqual([]);
    expect(resent!.subject).toBe(`${t.clinic.name}: por favor, complete ${titleEs()}`);
    expect(resent!.body_text).toContain('Abra este enlace seguro para comenzar:');
  });

  it("reminds in the link's language", async () => {
    const { link } = await sendLink(t, t.clinic, address(), { formId: t.formId, language: 'es' });
    await sendAt(t, link.id, nyAt(7, '10:00'));
    expect(await pass(t, nyAt(8, '10:00'))).toMatchObject({ skipped: 0 });
    // remindersOf knows reminders by their English words: the link's messages are read here.
    const [invitation, reminder, ...more] = await t.db
      .selectFrom('outbox')
      .select(['subject', 'body_sealed'])
      .where('link_ref', '=', formLinkRef(link.id))
      .orderBy('id')
      .execute();
    expect(more).toEqual([]);
    expect(invitation!.subject).toBe(`${t.clinic.name}: por favor, complete ${titleEs()}`);
    expect(reminder!.subject).toBe(`${t.clinic.name}: recordatorio para completar ${titleEs()}`);
    expect(openText(t.app.cipher, reminder!.body_sealed!)).toContain(
      'Para dejar de recibir recordatorios de este enlace:',
    );
  });
});

describe("the send's audit", () => {
  it('records the language the links went out in, the default one too', async () => {
    const sendsOf = () =>
      t.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'form.send')
        .where('company_id', '=', t.clinic.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    await sendLink(t, t.clinic, address(), { formId: t.formId, language: 'es' });
    expect((await sendsOf()).details).toMatchObject({ language: 'es', emails: 1 });
    await sendLink(t, t.clinic, address(), { formId: t.formId });
    expect((await sendsOf()).details).toMatchObject({ language: 'en' });
  });
});

describe('GET /api/sending/defaults', () => {
  it("answers the clinic's patients' language to whoever may send", async () => {
    await setClinicLanguage('es');
    // The Sub-Client Admin sends, without the owner's practice profile.
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sending/defaults',
      headers: bearer(t.clinic.staff.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { patient_language: 'es' } });
    // Another clinic's own default, not this one's.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/sending/defaults',
      headers: t.other.headers,
    });
    expect(theirs.json()).toEqual({ data: { patient_language: 'en' } });
  });
});
