import { describe, expect, it } from 'vitest';
import { outboxTo } from '../../test/outbox.js';
import { copyHarness } from './testing.js';

// Issue 21: the copy's message is in the language of the link the patient filled.
const { s, completed, setting, mailedToken } = copyHarness();

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
