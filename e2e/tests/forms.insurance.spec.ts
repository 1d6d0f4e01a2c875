import { expect, test, type Page } from '@playwright/test';
import { uploadMessages } from '../../packages/core/src/templates/uploads';
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { objectStreamBomb, pdfText } from '@paperless/api/testing';
import { axeViolations } from './axe';
import { choose, field, typeSignature } from './fillers';
import { linkFromOutbox, notice, phoneContext, signIn } from './helpers';
import { watchLongTasks } from './long-tasks';

// Spec decision 27 (issue 17): every clinic has the built-in Insurance Information form. The
// clinic sends it; a patient fills it on a phone, taking photos of both sides of the card and
// of a photo ID with the camera; the clinic sees the photos in the PDF and as attachments.
const TITLE = 'Insurance Information';
const PHOTOS = [
  'Front of the insurance card',
  'Back of the insurance card',
  "Photo ID (driver's license or other government ID)",
];

/** A phone camera's photo: a JPEG with its EXIF, as cameras write them. */
async function cameraPhoto(background: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .jpeg({ quality: 90 })
    .withMetadata()
    .toBuffer();
}

/** The card's back as a scanner app saves it: a one-page PDF. */
async function scannedCard(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage([243, 153])
    .drawText('Claims: PO Box 660044, Dallas TX', { x: 12, y: 120, size: 9, font });
  return doc.save();
}

async function sendInsuranceForm(page: Page, email: string) {
  await page.goto('/forms');
  await page.getByRole('textbox', { name: 'Search forms' }).fill(TITLE);
  await page.getByRole('button', { name: `Send ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Form' });
  await dialog.getByLabel('Email addresses').fill(`${email},`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(notice(page, 'Form sent successfully')).toBeVisible();
}

async function fillOnPhone(patient: Page, last: string) {
  await expect(patient.getByRole('heading', { name: TITLE })).toBeVisible();
  await field(patient, 'Patient First Name').fill('Ivy');
  await field(patient, 'Patient Last Name').fill(last);
  await field(patient, 'Date of Birth').fill('1981-04-12');

  const primary = patient.getByRole('region', { name: 'Primary Insurance' });
  await field(primary, 'Insurance Company').fill('Blue Cross Blue Shield of Texas');
  await field(primary, 'Member ID').fill('XQB884120377');
  await field(primary, "Policy Holder's First Name").fill('Ivy');
  await field(primary, "Policy Holder's Last Name").fill(last);
  await field(primary, "Policy Holder's Date of Birth").fill('1981-04-12');
  await choose(patient, /^Relationship to Patient/, 'Self');

  // The secondary policy's questions appear only after Yes.
  const secondary = patient.getByRole('region', { name: 'Secondary Insurance' });
  await expect(field(secondary, 'Member ID')).toHaveCount(0);
  await choose(patient, /^Do you have secondary insurance/, 'Yes');
  await expect(field(secondary, 'Member ID')).toBeVisible();
  await choose(patient, /^Do you have secondary insurance/, 'No');
  await expect(field(secondary, 'Member ID')).toHaveCount(0);

  // A PDF built to stall the server (Security III) is refused with the file's message, and the
  // patient goes on; a scanned card as a PDF is rebuilt and kept (both on the upload thread).
  const back = patient.getByRole('group', { name: new RegExp(`^${escape(PHOTOS[1]!)}`) });
  const files = back.locator('input[type="file"]:not([capture])');
  await files.setInputFiles({
    name: 'card-back.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await objectStreamBomb(128 * 1024 * 1024)),
  });
  await expect(back.getByText(uploadMessages.unreadable)).toBeVisible({ timeout: 15_000 });
  await files.setInputFiles({
    name: 'card-back.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await scannedCard()),
  });
  await expect(back.getByText('Uploaded')).toBeVisible({ timeout: 15_000 });

  // The other photos from the camera: the server re-encodes each and answers once it is kept.
  const colours = ['#1d4f91', '#d9d4c7', '#7a4a2b'];
  for (const [i, label] of PHOTOS.entries()) {
    if (i === 1) continue;
    const upload = patient.getByRole('group', { name: new RegExp(`^${escape(label)}`) });
    const camera = upload.locator('input[capture]');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await camera.setInputFiles({
      name: `photo-${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(colours[i]!),
    });
    await expect(upload.getByText('Uploaded')).toBeVisible({ timeout: 15_000 });
  }
  await typeSignature(patient, 'Signature');
  // The page as the patient sees it before the submit: no axe finding of any impact.
  expect(await axeViolations(patient), 'insurance form on a phone').toEqual([]);
  await patient.getByRole('button', { name: 'Submit' }).click();
  await expect(
    patient.getByRole('heading', { name: 'Form Submitted Successfully!' }),
  ).toBeVisible();
}

/**
 * No task of the staff page may take longer (issue 33's bar). The long frames once seen here
 * (140-560 ms, a Mantine transition's render after a download) came with the trace's screencast,
 * which no longer records: without it the longest task in 17 runs was 100 ms, two at once.
 */
const LONGEST_TASK_MS = 200;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a patient sends their insurance card photos from a phone, and the clinic gets them', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = `insured-${stamp}@example.com`;
  // Names take letters only: the stamp's digits spelled as letters keep this run's patient apart.
  const last = `Insured${String(stamp)
    .slice(-6)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await signIn(page, 'owner@sunrise.demo');
  await sendInsuranceForm(page, email);

  // The front desk waits on Submitted Forms while the patient fills the form.
  await page.goto('/submitted-forms');
  await expect(page.getByLabel('Search submitted forms')).toBeVisible();

  const phone = await phoneContext(browser);
  const patient = await phone.newPage();
  await patient.goto(await linkFromOutbox(browser, email));
  await fillOnPhone(patient, last);
  await phone.close();

  // From the photos' arrival to the end the staff page must never freeze: CI once saw its main
  // thread blocked for two minutes here. Same document throughout, so the watchdog sees it all.
  const longTasks = await watchLongTasks(page);

  // Staff: View Forms lists the three photos, and the PDF draws them under their labels.
  await page.getByLabel('Search submitted forms').fill(`Ivy ${last}`);
  await page.getByRole('button', { name: `View Forms of Ivy ${last}` }).click();
  const forms = page.getByRole('dialog', { name: 'View Forms' });
  await expect(forms.getByText('Preparing PDF…')).toHaveCount(0, { timeout: 30_000 });
  for (const label of PHOTOS) {
    await expect(forms.getByRole('button', { name: `Download ${label}` })).toBeVisible();
  }
  const attachment = page.waitForEvent('download');
  await forms.getByRole('button', { name: `Download ${PHOTOS[0]}` }).click();
  expect((await attachment).suggestedFilename()).toBe('Front-of-the-insurance-card.jpg');

  await forms.getByRole('checkbox', { name: `Select ${TITLE}`, exact: true }).check();
  const download = page.waitForEvent('download');
  await forms.getByRole('button', { name: 'Download', exact: true }).click();
  const bytes = await readFile(await (await download).path());
  const text = (await pdfText(new Uint8Array(bytes))).map((p) => p.text).join('\n');
  for (const expected of [TITLE, 'Blue Cross Blue Shield of Texas', 'XQB884120377', ...PHOTOS]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('[file unavailable]');
  // An image is a stream object of its own, never packed into an object stream.
  expect(bytes.includes('/Subtype /Image')).toBe(true);

  const { tasks, frames } = await longTasks();
  test.info().annotations.push({
    type: 'staff page long tasks (ms)',
    description: tasks.join(', ') || 'none',
  });
  expect(
    tasks.filter((ms) => ms > LONGEST_TASK_MS),
    `staff page tasks over ${LONGEST_TASK_MS} ms after the photos arrived; its long frames: ${JSON.stringify(frames.filter((f) => f.ms > LONGEST_TASK_MS))}`,
  ).toEqual([]);
});
