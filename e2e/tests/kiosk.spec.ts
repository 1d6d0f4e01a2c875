import { expect, test, type Page } from '@playwright/test';
import { kioskPatientTexts } from '../../packages/core/src/i18n/patient-screens';
import { axeViolations } from './axe';
import { fillers } from './fillers';
import { DEMO_PASSWORD, openSignedIn } from './helpers';

// Kiosk mode runs on a tablet in the waiting room.
test.use({ viewport: { width: 768, height: 1024 } });

const PIN = '482913';
const FORM = 'Records Release Authorization Form';
const PRACTICE = 'Sunrise Family Medicine';

/** What the tablet keeps: every storage key, by kind. */
const storageOf = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));

test('a tablet in kiosk mode: a patient fills and signs, then the start screen returns empty', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'owner@sunrise.demo', '/activity');
  await page.getByRole('button', { name: 'Kiosk mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kiosk mode' });
  await expect(dialog.getByLabel(/Clinic PIN/)).toBeVisible();
  expect(await axeViolations(page), 'the staff dialog').toEqual([]);
  await dialog.getByLabel(/Clinic PIN/).fill(PIN);
  await dialog.getByRole('button', { name: 'Start kiosk mode' }).click();

  // The staff session is gone from this device: the kiosk's start screen, and no console.
  await expect(page).toHaveURL('/kiosk');
  await expect(page.getByRole('heading', { name: PRACTICE })).toBeVisible();
  expect((await storageOf(page)).local).toEqual(['paperless.kiosk']);
  expect(await axeViolations(page)).toEqual([]);

  // Staff pick the form and type the patient's name, then enter the PIN.
  const patient = `Kiosk Patient ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('Find a form').fill('Records');
  await page.getByRole('radio', { name: new RegExp(FORM) }).click();
  await page.getByLabel('Patient name').fill(patient);
  await page.getByLabel('Clinic PIN').fill(PIN);
  await page.getByRole('button', { name: 'Start' }).click();

  // The patient fills and signs the ordinary link's page; its token is not in the address.
  await expect(page.getByRole('heading', { name: FORM })).toBeVisible();
  await expect(page).toHaveURL('/kiosk');
  await expect(page.getByRole('button', { name: /Continue on another device/ })).toHaveCount(0);
  await fillers[1]!(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  await expect(page.getByText('Please hand the tablet back to the front desk.')).toBeVisible();
  // By itself, after a few seconds: the start screen, with nothing of the patient kept.
  await expect(page.getByRole('heading', { name: PRACTICE })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Patient name')).toHaveValue('');
  await expect(page.getByText(patient)).toHaveCount(0);
  expect(await storageOf(page)).toEqual({ local: ['paperless.kiosk'], session: [] });

  // The console is out of reach on the tablet without signing in.
  await page.goto('/activity');
  await expect(page).toHaveURL(/\/login/);

  // The clinic sees the fill in Activity as a kiosk link, completed.
  const login = await request.post('/api/login', {
    data: { email: 'owner@sunrise.demo', password: DEMO_PASSWORD },
  });
  const owner = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const links = await request.get('/api/links', { headers: owner, params: { q: patient } });
  expect(((await links.json()) as { data: unknown[] }).data).toEqual([
    expect.objectContaining({ channel: 'kiosk', state: 'completed', patient_name: patient }),
  ]);

  // Back on the kiosk: the PIN leaves kiosk mode, and the device keeps nothing.
  await page.goto('/kiosk');
  await expect(page.getByRole('heading', { name: PRACTICE })).toBeVisible();
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  const exit = page.getByRole('dialog', { name: 'Exit kiosk mode' });
  await exit.getByLabel('Clinic PIN').fill('0000');
  await exit.getByRole('button', { name: 'Exit kiosk' }).click();
  await expect(exit.getByText(/That PIN is not right. 4 tries left/)).toBeVisible();
  expect(await axeViolations(page), 'the exit dialog with its error').toEqual([]);
  await exit.getByLabel('Clinic PIN').fill(PIN);
  await exit.getByRole('button', { name: 'Exit kiosk' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await storageOf(page)).toEqual({ local: [], session: [] });
});

test('an idle fill warns after three minutes, then is given up and the start screen returns', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A tablet where patients start by themselves, set up through the API.
  const login = await request.post('/api/login', {
    data: { email: 'owner@sunrise.demo', password: DEMO_PASSWORD },
  });
  const owner = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const device = await request.post('/api/kiosk/devices', {
    headers: owner,
    data: { label: 'Waiting room', pin: PIN, allow_patient_start: true },
  });
  expect(device.status()).toBe(201);
  const { token } = ((await device.json()) as { data: { token: string } }).data;
  await page.clock.install();
  await page.goto('/landing');
  await page.evaluate((t) => localStorage.setItem('paperless.kiosk', t), token);

  await page.goto('/kiosk');
  const patient = `Idle Patient ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByRole('radio', { name: new RegExp(FORM) }).click();
  // Where patients start by themselves the screen speaks to the patient (issue 21).
  await page.getByLabel(kioskPatientTexts.yourName).fill(patient);
  await expect(page.getByLabel('Clinic PIN')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: FORM })).toBeVisible();
  await page.getByLabel(/^Patient First Name/).fill('Ann');

  await page.clock.fastForward('03:01');
  const idle = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(idle).toBeVisible();
  await idle.getByRole('button', { name: "I'm still here" }).click();
  await expect(idle).toBeHidden();
  await expect(page.getByLabel(/^Patient First Name/)).toHaveValue('Ann');

  await page.clock.fastForward('03:01');
  await expect(idle).toBeVisible();
  // The countdown ticks each second: run every tick, not a jump.
  await page.clock.runFor('00:31');
  await expect(page.getByRole('heading', { name: PRACTICE })).toBeVisible();
  await expect(page.getByLabel(kioskPatientTexts.yourName)).toHaveValue('');
  expect(await storageOf(page)).toEqual({ local: ['paperless.kiosk'], session: [] });
  // The link is cancelled: nobody can come back to it.
  await expect
    .poll(async () => {
      const links = await request.get('/api/links', { headers: owner, params: { q: patient } });
      return ((await links.json()) as { data: { state: string }[] }).data.map((l) => l.state);
    })
    .toEqual(['cancelled']);
});
