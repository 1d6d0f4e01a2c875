import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { unique } from '#test/factories/users.js';
import { smtpForFile } from '#test/support/smtp.js';
import { linkWorld } from '#test/factories/patient-links.js';
import { sendLink } from '#test/factories/sending.js';

/**
 * Issue 20: a patient's e-mail shows the practice profile as it is at delivery: its phone and
 * address close both parts, its colour heads the HTML part.
 */
const smtp = smtpForFile();
const t = linkWorld({
  name: `Lake Clinic ${unique()}`,
  env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Paperless Clinic <mail@clinic.test>' }),
});

async function onlyMailTo(address: string) {
  await t.app.outbox.drain();
  const raw = smtp.received.filter((m) => m.to.includes(address)).map((m) => m.raw);
  expect(raw).toHaveLength(1);
  return simpleParser(raw[0]!, { skipImageLinks: true });
}

describe("a patient's e-mail and the practice profile", () => {
  it('carries the phone, address and colour the owner saved, even after queueing', async () => {
    const to = `patient-${unique()}@example.com`;
    // Saved through the owner's route after the message was queued: delivery reads them then.
    await sendLink(t, t.clinic, to, { formId: t.formId });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/company/practice-profile',
      headers: t.clinic.headers,
      payload: {
        phone: '(512) 555-0142',
        address: '12 Lake Road',
        address1: null,
        city: 'Austin',
        state: 'Texas',
        zip: '78701',
        brand_color: '#7b2d8b',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mail = await onlyMailTo(to);
    const contact = '(512) 555-0142  ·  12 Lake Road, Austin, Texas 78701';
    expect(mail.text!.trimEnd().endsWith(contact)).toBe(true);
    const html = String(mail.html);
    expect(html).toContain('12 Lake Road, Austin, Texas 78701');
    expect(html).toMatch(/<h1[^>]*color:#7b2d8b[^>]*>/);
  });
});
