import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pdfText } from '@paperless/api/testing';
import { axeViolations } from './axe';
import { field } from './fillers';
import { linkFromOutbox, notice, phoneContext, signIn } from './helpers';

// Issue 17: a clinic builds a form whose section (with a photo upload) appears only on a Yes,
// previews it, sends it twice; one patient answers No, the other Yes and takes the photo on a
// phone, and each PDF holds only what that patient was asked, the photo included.
const block = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Block ${n}:`) });

async function addBlock(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
}

async function buildForm(page: Page, title: string) {
  await page.goto('/create-form');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await block(page, 1).getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Yes / no' });
  await block(page, 1)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Do you smoke?');
  await block(page, 1).getByRole('checkbox', { name: 'Required' }).check();

  await addBlock(page, 'Section heading');
  await block(page, 2)
    .getByRole('textbox', { name: /^Heading/ })
    .fill('Smoking history');
  await block(page, 2)
    .getByRole('button', { name: /^Show this section only when/ })
    .click();
  const rule = block(page, 2).getByRole('group', { name: 'Condition 1' });
  await expect(rule.getByRole('combobox', { name: 'Question' })).toHaveValue(/.+/);
  await rule.getByRole('combobox', { name: 'Answer' }).selectOption('Yes');

  await addBlock(page, 'Number');
  await block(page, 3)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Packs per day');
  await block(page, 3).getByRole('checkbox', { name: 'Required' }).check();

  await addBlock(page, 'File or photo upload');
  await block(page, 4)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Photo of your inhaler');
  await block(page, 4).getByRole('checkbox', { name: 'Required' }).check();

  await addBlock(page, 'Section heading');
  await block(page, 5)
    .getByRole('textbox', { name: /^Heading/ })
    .fill('Anything else');
  await addBlock(page, 'Long text');
  await block(page, 6)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Notes for the doctor');

  // The preview is the patient's page: the patient block, and the section only on a Yes.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('textbox', { name: /Patient First Name/ })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Smoking history' })).toHaveCount(0);
  await preview.getByRole('radio', { name: 'Yes' }).check();
  await expect(preview.getByRole('textbox', { name: /Packs per day/ })).toBeVisible();
  await preview.getByRole('radio', { name: 'No' }).check();
  await expect(preview.getByRole('textbox', { name: /Packs per day/ })).toHaveCount(0);

  // The builder with a rule open and the preview answered: no axe finding of any impact.
  expect(await axeViolations(page), 'builder').toEqual([]);
  await page.getByRole('button', { name: 'Save Form' }).click();
  await expect(notice(page, 'Form created successfully')).toBeVisible();
}

async function sendForm(page: Page, title: string, email: string) {
  await page.goto('/forms');
  await page.getByRole('textbox', { name: 'Search forms' }).fill(title);
  await page.getByRole('button', { name: `Send ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Form' });
  await dialog.getByLabel('Email addresses').fill(`${email},`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(notice(page, 'Form sent successfully')).toBeVisible();
}

async function fillOnPhone(
  browser: Browser,
  path: string,
  name: [string, string],
  smokes: boolean,
) {
  const phone = await phoneContext(browser);
  const patient = await phone.newPage();
  await patient.goto(path);
  await field(patient, 'Patient First Name').fill(name[0]);
  await field(patient, 'Patient Last Name').fill(name[1]);
  await field(patient, 'Date of Birth').fill('1975-05-05');
  await expect(patient.getByRole('heading', { name: 'Smoking history' })).toHaveCount(0);
  await patient
    .getByRole('radiogroup', { name: /Do you smoke/ })
    .getByRole('radio', { name: smokes ? 'Yes' : 'No' })
    .check();
  if (smokes) {
    // Shown now, and required: an empty submit names it.
    await expect(patient.getByRole('heading', { name: 'Smoking history' })).toBeVisible();
    await patient.getByRole('button', { name: 'Submit' }).click();
    await expect(patient.getByText('Packs per day is required').first()).toBeVisible();
    await field(patient, 'Packs per day').fill('2');
    // The camera's photo: the server re-encodes it and answers once it is kept.
    const upload = patient.getByRole('group', { name: /^Photo of your inhaler/ });
    await upload.locator('input[capture]').setInputFiles({
      name: 'inhaler.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(),
    });
    await expect(upload.getByText('Uploaded')).toBeVisible({ timeout: 15_000 });
  }
  await field(patient, 'Notes for the doctor').fill('Prefers mornings');
  await patient.getByRole('button', { name: 'Submit' }).click();
  await expect(
    patient.getByRole('heading', { name: 'Form Submitted Successfully!' }),
  ).toBeVisible();
  await phone.close();
}

/** A phone camera's photo: a 3000 × 2000 JPEG with its EXIF, as cameras write them. */
async function cameraPhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#7a4a2b' } })
    .jpeg({ quality: 90 })
    .withMetadata()
    .toBuffer();
}

/** The patient's PDF of this form, as its text, and whether it holds a picture. */
async function pdfOf(
  page: Page,
  title: string,
  patient: string,
): Promise<{ text: string; hasImage: boolean; attachments: number }> {
  await page.goto('/submitted-forms');
  await page.getByLabel('Search submitted forms').fill(patient);
  await page.getByRole('button', { name: `View Forms of ${patient}` }).click();
  const forms = page.getByRole('dialog', { name: 'View Forms' });
  // The form's row first: before the dialog's list loads there is no "Preparing PDF…" either.
  await expect(forms.getByRole('checkbox', { name: `Select ${title}`, exact: true })).toBeVisible();
  await expect(forms.getByText('Preparing PDF…')).toHaveCount(0, { timeout: 30_000 });
  // Each form's attachments are asked for on their own, a skeleton until they answer: count
  // them once none is loading (a CI run counted 0 photos while the PDF held one).
  await expect(forms.locator('.mantine-Skeleton-root')).toHaveCount(0);
  const attachments = await forms
    .getByRole('button', { name: /^Download Photo of your inhaler/ })
    .count();
  await forms.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
  const download = page.waitForEvent('download');
  await forms.getByRole('button', { name: 'Download', exact: true }).click();
  const bytes = await readFile(await (await download).path());
  const pages = await pdfText(new Uint8Array(bytes));
  await page.keyboard.press('Escape');
  // An image is a stream object of its own, never packed into an object stream.
  const hasImage = bytes.includes('/Subtype /Image');
  return { text: pages.map((p) => p.text).join('\n'), hasImage, attachments };
}

test('a section shown by a Yes: built, previewed, filled both ways on a phone, printed as asked', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const title = `Smoking screen ${stamp}`;
  await signIn(page, 'owner@sunrise.demo');
  await buildForm(page, title);

  const noEmail = `no-${stamp}@example.com`;
  const yesEmail = `yes-${stamp}@example.com`;
  await sendForm(page, title, noEmail);
  await sendForm(page, title, yesEmail);
  // Names take letters only: the stamp's digits spelled as letters keep this run's patients apart.
  const last = `Tester${String(stamp)
    .slice(-6)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await fillOnPhone(browser, await linkFromOutbox(browser, noEmail), ['Nora', last], false);
  await fillOnPhone(browser, await linkFromOutbox(browser, yesEmail), ['Yusuf', last], true);

  const no = await pdfOf(page, title, `Nora ${last}`);
  expect(no.text).toContain('Do you smoke?');
  expect(no.text).toContain('Prefers mornings');
  expect(no.text).not.toContain('Smoking history');
  expect(no.text).not.toContain('Packs per day');
  expect([no.hasImage, no.attachments]).toEqual([false, 0]);

  const yes = await pdfOf(page, title, `Yusuf ${last}`);
  expect(yes.text).toContain('Smoking history');
  expect(yes.text).toContain('Packs per day');
  expect(yes.text).toContain('Photo of your inhaler');
  // The photo prints under its question, and staff can download the kept copy.
  expect([yes.hasImage, yes.attachments]).toEqual([true, 1]);
});
