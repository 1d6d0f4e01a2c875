import { simpleParser, type ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { unique } from '#test/factories/users.js';
import { smtpForFile } from '#test/support/smtp.js';
import { linkWorld, recordsRelease, submit } from '#test/factories/patient-links.js';
import { nyAt, pass, sendAt } from '#test/factories/reminders.js';
import { sendLink } from '#test/factories/sending.js';
import { blankPng } from '#test/factories/images.js';

/**
 * Issue 18, "E-mail that looks like a clinic's": the app's own e-mails, sent through a real SMTP
 * server and read back as a mail client reads them.
 */
const smtp = smtpForFile();
const t = linkWorld({
  name: `North Clinic ${unique()}`,
  env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Paperless Clinic <mail@clinic.test>' }),
});
beforeAll(async () => {
  await setLogo(await t.app.storage.put('logos', 'png', blankPng(240, 120)));
});

const setLogo = (key: string | null) =>
  t.db.updateTable('companies').set({ logo_key: key }).where('id', '=', t.clinic.id).execute();

/** What a patient gave: none of it may be in an e-mail. */
const PATIENT_DATA = ['Zelda', 'Quimby', '1984-03-07', 'Oak Street', '555-1234', 'Asthma'];

async function mailsTo(address: string): Promise<ParsedMail[]> {
  await t.app.outbox.drain();
  const raw = smtp.received.filter((m) => m.to.includes(address)).map((m) => m.raw);
  // As the mail client gets it: the logo named by cid:, not inlined by the parser as a data URL.
  return Promise.all(raw.map((r) => simpleParser(r, { skipImageLinks: true })));
}

async function onlyMailTo(address: string): Promise<ParsedMail> {
  const mails = await mailsTo(address);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** Both parts, the headers every e-mail has, and nothing of the patient in any of it. */
function expectWellFormed(mail: ParsedMail, sentAfter: Date) {
  expect(mail.text).toBeTruthy();
  const html = String(mail.html);
  expect(html).toMatch(/<html[^>]* lang="en"/);
  for (const image of html.match(/<img\b[^>]*>/g) ?? []) expect(image).toMatch(/ alt="[^"]+"/);
  expect(mail.messageId).toMatch(/^<outbox\.\d+\.[0-9a-z]+@clinic\.test>$/);
  expect(mail.date!.getTime()).toBeGreaterThanOrEqual(sentAfter.getTime() - 1000);
  expect(mail.date!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  const everything = [mail.subject, mail.text, html].join('\n');
  for (const datum of PATIENT_DATA) expect(everything).not.toContain(datum);
}

/** Every web address of the text part is a link of the HTML part. */
function expectLinks(mail: ParsedMail, count: number) {
  const urls = mail.text!.match(/https?:\/\/\S+/g) ?? [];
  expect(urls).toHaveLength(count);
  for (const url of urls) expect(String(mail.html)).toContain(`<a href="${url}"`);
}

describe('a patient’s e-mail', () => {
  it('comes from the practice, with its name and logo, and both parts', async () => {
    const to = `patient-${unique()}@example.com`;
    const before = new Date();
    const { token } = await sendLink(t, t.clinic, to, {
      formId: t.formId,
      patient_name: 'Zelda Quimby',
    });
    const mail = await onlyMailTo(to);

    expectWellFormed(mail, before);
    expectLinks(mail, 1);
    expect(mail.text).toContain(`http://app.test/form-fill/${token}`);
    expect(mail.from!.value).toEqual([
      { name: `${t.clinic.name} via Paperless Clinic`, address: 'mail@clinic.test' },
    ]);
    const html = String(mail.html);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${t.clinic.name}</h1>`));
    // The logo travels with the message (no remote image to fetch), named by its Content-ID.
    const [logo, ...others] = mail.attachments;
    expect(others).toEqual([]);
    expect(logo).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline' });
    expect(html).toContain(`src="cid:${logo!.cid}"`);
    expect(html).toContain(`alt="${t.clinic.name} logo"`);
    // A message to a patient is not a list: nothing to unsubscribe from.
    expect(mail.headers.has('list')).toBe(false);
  });

  it('goes without the logo when its file is gone', async () => {
    await setLogo(`logos/${'0'.repeat(32)}.png`);
    try {
      const to = `patient-${unique()}@example.com`;
      await sendLink(t, t.clinic, to, { formId: t.formId });
      const mail = await onlyMailTo(to);
      expect(mail.attachments).toEqual([]);
      expect(String(mail.html)).not.toContain('<img');
      expect(String(mail.html)).toMatch(new RegExp(`<h1[^>]*>${t.clinic.name}</h1>`));
    } finally {
      await setLogo(null);
    }
  });

  it('a reminder carries List-Unsubscribe, its own stop link', async () => {
    const to = `patient-${unique()}@example.com`;
    const { link } = await sendLink(t, t.clinic, to, {
      formId: t.formId,
      patient_name: 'Zelda Quimby',
    });
    await sendAt(t, link.id, nyAt(7, '10:00'));
    await pass(t, nyAt(8, '10:00'));
    const [, reminder, ...more] = await mailsTo(to);
    expect(more).toEqual([]);

    expect(reminder!.subject).toMatch(/a reminder/);
    expectWellFormed(reminder!, new Date(Date.now() - 60_000));
    expectLinks(reminder!, 2);
    const token = /http:\/\/app\.test\/reminders\/stop\/(\S+)/.exec(reminder!.text!)![1];
    // The mail client's own button: a one-click POST to the API with the same stop token.
    const unsubscribe = `http://app.test/api/public/reminders/unsubscribe/${token}`;
    // mailparser reads List-Unsubscribe-Post into the same 'list' header object.
    expect(reminder!.headers.get('list')).toEqual({
      unsubscribe: { url: unsubscribe },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
  });
});

describe('an e-mail to the clinic’s staff', () => {
  it('comes from Paperless Clinic and tells of a completion without the patient', async () => {
    await t.db
      .updateTable('users')
      .set({ completion_email: 'instant' })
      .where('id', '=', t.clinic.staff.id)
      .execute();
    const { token } = await sendLink(t, t.clinic, `patient-${unique()}@example.com`, {
      formId: t.formId,
    });
    const before = new Date();
    expect(
      (await submit(t.app, token, { fields: recordsRelease(), formId: t.formId })).statusCode,
    ).toBe(201);
    const mail = await onlyMailTo(t.clinic.staff.email);

    expectWellFormed(mail, before);
    expectLinks(mail, 1);
    expect(mail.from!.value).toEqual([{ name: 'Paperless Clinic', address: 'mail@clinic.test' }]);
    expect(String(mail.html)).toMatch(/<h1[^>]*>Paperless Clinic<\/h1>/);
    expect(mail.attachments).toEqual([]);
    expect(mail.headers.has('list')).toBe(false);
  });
});
