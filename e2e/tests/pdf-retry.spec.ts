import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { e2eData } from '../database';
import { axeViolations } from './axe';
import { openSignedIn } from './helpers';
import { DEMO_OWNER, sendTemplateForm } from './sent-links';

// Issue 39, a PDF never fails silently: the clinic sees a PDF that could not be created, in
// Activity and in Submitted Forms, and makes it again with Try again.
//
// The e2e server renders every PDF with the normal time limit, so none fails by itself (with
// PDF_RENDER_TIMEOUT_MS=1 every PDF of the suite would). The failure is therefore written into the
// server's own PostgreSQL, as the worker writes it after its last try, the way
// link-dead-ends.spec moves a link's expiry; the API tests make it fail for real. The embedded
// database is the server's alone, so without TEST_DATABASE_URL this spec is skipped.
const { databaseUrl } = e2eData(Number(process.env.E2E_PORT ?? 3100));
const FORM = 'Prescription Refill Policy';

/** Letters only, as a name must be: this run's patient is found by it. */
const surname = () =>
  'Retry' +
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

function psql(statement: string) {
  execFileSync('psql', [databaseUrl!, '-v', 'ON_ERROR_STOP=1', '-c', statement]);
}

/** No axe violation and no sideways scroll, at a phone's width and at a tablet's. */
async function fitsAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
}

test('a PDF that could not be created is shown to the clinic and made again with Try again', async ({
  page,
  request,
}) => {
  test.skip(!databaseUrl, 'needs the server on PostgreSQL (TEST_DATABASE_URL), as in CI');
  const { path, formId, owner, email } = await sendTemplateForm(request, 7);
  const last = surname();
  const token = path.split('/').pop()!;
  const submitted = await request.post(`/api/public/links/${token}/submit`, {
    data: {
      formId,
      lastForm: true,
      fields: {
        patient_firstname: 'Ada',
        patient_lastname: last,
        dob: '1980-05-01',
        representative_info: 'Grace Hopper, 555-0100',
        date: new Date().toISOString().slice(0, 10),
      },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  // The worker makes it first; then it is marked as the worker marks a PDF after its last try.
  const links = () => request.get('/api/links', { headers: owner, params: { q: email } });
  await expect
    .poll(async () => ((await (await links()).json()) as LinkList).data[0]?.files[0]?.status, {
      timeout: 30_000,
    })
    .toBe('ready');
  const [link] = ((await (await links()).json()) as LinkList).data;
  psql(
    `update submissions set pdf_status = 'failed', pdf_attempts = 5, pdf_lease_until = null
     where link_id = ${Number(link!.id)}`,
  );

  // Activity: the link's row says so, and View PDFs offers Try again.
  await openSignedIn(page, DEMO_OWNER, '/activity');
  await page.getByLabel('Search links').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('PDF could not be created')).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'View PDFs' }).click();
  const pdfs = page.getByRole('dialog', { name: 'PDFs' });
  await expect(pdfs.getByRole('button', { name: `Try again for ${FORM}` })).toBeVisible();
  await pdfs.getByRole('button', { name: 'Close', exact: true }).click();

  // Submitted Forms: the same, and Try again makes it.
  await page.goto('/submitted-forms');
  await page.getByLabel('Search submitted forms').fill(last);
  await page.getByRole('button', { name: `View Forms of Ada ${last}` }).click();
  const dialog = page.getByRole('dialog', { name: 'View Forms' });
  await expect(dialog.getByText('PDF could not be created')).toBeVisible();
  const retry = dialog.getByRole('button', { name: `Try again for ${FORM}` });
  await expect(retry).toBeVisible();
  await fitsAt(page, [390, 768]);

  await retry.click();
  await expect(dialog.getByText('PDF could not be created')).toHaveCount(0);
  // The list refreshes until the worker has made it again.
  const download = dialog.getByRole('button', { name: `Download ${FORM}` });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(retry).toHaveCount(0);
  const saving = page.waitForEvent('download');
  await download.click();
  const file = await readFile((await (await saving).path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  // The pointer leaves the button, and its hover tooltip with it (a portal outside the landmarks).
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await fitsAt(page, [390, 768]);
});

interface LinkList {
  data: { id: number; files: { status: string }[] }[];
}
