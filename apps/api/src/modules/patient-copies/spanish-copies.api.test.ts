import { COPY_MAX_DOB_FAILURES, localizeText, patientCopyMessages as m } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { outboxTo } from '#test/support/outbox.js';
import { copyHarness } from '#test/factories/patient-copies.js';

// Issue 21: the copy's message is in the language of the link the patient filled.
const { s, completed, setting, mailedToken, pdf, expire } = copyHarness();
const es = (text: string) => localizeText(text, 'es');
const PRACTICE = 'Sunrise Family Clinic';

describe("a Spanish link's copy", () => {
  it('is e-mailed in Spanish, with nothing of the patient', async () => {
    await setting(true);
    try {
      const { to } = await completed('email', 'es');
      const { token, message } = await mailedToken(to);
      expect(message.subject).toBe('Sunrise Family Clinic: su copia de los formularios firmados');
      expect(message.body_text).toBe(
        [
          'Hola:',
          '',
          'Gracias por completar sus formularios para Sunrise Family Clinic. Aquí puede ver y guardar una copia de lo que firmó:',
          `http://app.test/copy/${token}`,
          '',
          'Para proteger la privacidad de sus formularios, la página le pedirá su fecha de nacimiento. El enlace funciona durante 7 días.',
          '',
          'Sunrise Family Clinic',
        ].join('\n'),
      );
      for (const secret of ['Zelda', 'Quimby', '1984']) {
        expect(message.body_text).not.toContain(secret);
      }
    } finally {
      await setting(false);
    }
  });

  it('is texted in Spanish, with the opt-out line in Spanish too', async () => {
    await setting(true);
    try {
      const { to } = await completed('sms', 'es');
      const [sms, ...more] = await outboxTo(s.t, to);
      expect(more).toHaveLength(0);
      expect(sms!.body_text).toMatch(
        /^Sunrise Family Clinic: su copia de los formularios firmados \(se le pedirá su fecha de nacimiento\): http:\/\/app\.test\/copy\/\S+ Responda STOP/,
      );
    } finally {
      await setting(false);
    }
  });

  it('stays in English for an English link', async () => {
    await setting(true);
    try {
      const { to } = await completed('email', 'en');
      const { message } = await mailedToken(to);
      expect(message.subject).toBe('Sunrise Family Clinic: your copy of your signed forms');
      expect(message.body_text).toMatch(/^Hello,\n\nThank you for filling in your forms/);
    } finally {
      await setting(false);
    }
  });
});

describe("a Spanish link's copy page refusals", () => {
  it('asks for the birth date, counts wrong ones down to "1 intento" and locks, in Spanish', async () => {
    await setting(true);
    try {
      const { to } = await completed('email', 'es');
      const { token } = await mailedToken(to);
      const missing = await pdf(token);
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({
        message: es(m.dobRequired),
        errors: { dob: [es(m.dobRequired)] },
      });
      expect(es(m.dobRequired)).not.toBe(m.dobRequired);
      for (let i = 1; i < COPY_MAX_DOB_FAILURES; i++) {
        const wrong = await pdf(token, { dob: '1990-01-01' });
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().errors).toEqual({ dob: [es(m.wrongDob(COPY_MAX_DOB_FAILURES - i))] });
      }
      // The last try is said in the singular.
      expect(es(m.wrongDob(1))).toBe(
        'Esa fecha de nacimiento no coincide con nuestros registros. Le queda 1 intento.',
      );
      const locked = await pdf(token, { dob: '1990-01-01' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(es(m.locked(PRACTICE)));
      expect(locked.json().message).toMatch(/^Esta copia se bloqueó/);
    } finally {
      await setting(false);
    }
  });

  it('says an expired copy in Spanish', async () => {
    const { copy } = await completed('email', 'es');
    await expire(copy!.token);
    const gone = await pdf(copy!.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(es(m.expired(PRACTICE)));
    expect(gone.json().message).toMatch(/^Este enlace venció/);
  });

  it('says a PDF still being made in Spanish, with the Retry-After the page waits on', async () => {
    const { copy } = await completed('email', 'es');
    const early = await pdf(copy!.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(es(m.pending));
    expect(early.headers['retry-after']).toMatch(/^\d+$/);
    await s.t.app.pdfWorker.drain();
    const ready = await pdf(copy!.token);
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['retry-after']).toBeUndefined();
  });

  it("keeps an English link's refusals in English, the wait marked the same", async () => {
    const { copy } = await completed('email', 'en');
    const early = await pdf(copy!.token);
    expect(early.json().message).toBe(m.pending);
    expect(early.headers['retry-after']).toMatch(/^\d+$/);
  });

  it("answers a token that opens no copy in the browser's language", async () => {
    const ask = (language: string) =>
      s.t.app.inject({
        method: 'POST',
        url: `/api/public/copies/${'y'.repeat(43)}/pdf`,
        payload: {},
        headers: { 'accept-language': language },
        remoteAddress: '10.8.7.6',
      });
    const spanish = await ask('es-US,es;q=0.9,en;q=0.8');
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().message).toBe(es(m.unknown));
    expect(es(m.unknown)).not.toBe(m.unknown);
    expect((await ask('en-US,es;q=0.5')).json().message).toBe(m.unknown);
  });
});
