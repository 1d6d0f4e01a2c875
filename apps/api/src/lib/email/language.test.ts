import { describe, expect, it } from 'vitest';
import { renderEmailHtml } from './render.js';

// Issue 21: a patient's e-mail in Spanish says so, so a screen reader reads it in Spanish.
const logo = { cid: 'logo@test', width: 120, height: 60 };
const practice = { name: 'Sunrise Family Clinic', companyId: 1 };

describe("an e-mail's language", () => {
  it('marks a Spanish e-mail as Spanish, its logo named in Spanish', async () => {
    const html = await renderEmailHtml({
      subject: 'Sunrise Family Clinic: por favor, complete Historial médico',
      text: 'Hola:\n\nAbra este enlace seguro para comenzar:',
      layout: { practice, language: 'es' },
      logo,
    });
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(html).toContain('alt="Logotipo de Sunrise Family Clinic"');
  });

  it('keeps every other e-mail English', async () => {
    const html = await renderEmailHtml({
      subject: 'Sunrise Family Clinic: please fill in Intake',
      text: 'Hello,',
      layout: { practice },
      logo,
    });
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain('alt="Sunrise Family Clinic logo"');
  });
});
