import { expect, test, type APIRequestContext } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { DEMO_PASSWORD, signOut } from './helpers';

// RFC 6238 (SHA-1, 6 digits, 30 s), as the authenticator app on the user's phone computes it.
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/\s+/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const stepNow = () => Math.floor(Date.now() / 30_000);

function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A Sales Person of this test alone: added by Super Admin, password set from the invitation. */
async function newStaffUser(request: APIRequestContext) {
  const email = `e2e-mfa-${Date.now()}@example.com`;
  const password = 'Two Factor 2026';
  const login = await request.post('/api/login', {
    data: { email: 'super@paperless.demo', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const { roles } = await (await request.post('/api/roles', { headers, data: {} })).json();
  const role = roles.find((r: { name: string }) => r.name === 'Sales Person');
  const added = await request.post('/api/add-user', {
    headers,
    data: {
      first_name: 'Tess',
      last_name: 'Totp',
      email,
      phone_number: '(512) 555-0188',
      role_id: role.id,
    },
  });
  expect(added.status()).toBe(201);
  const outbox = await (
    await request.get(`/api/outbox?search=${encodeURIComponent(email)}`, { headers })
  ).json();
  const token = /\/new-password\/([\w-]+)/.exec(outbox.data[0].text)![1];
  const set = await request.post(`/api/password/reset/${token}`, { data: { password } });
  expect(set.ok()).toBe(true);
  return { email, password };
}

test('a user turns on two-factor sign-in, signs out and signs in with a code', async ({
  page,
  request,
}) => {
  const user = await newStaffUser(request);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/hr-settings');
  await page.getByRole('button', { name: /Security/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Security' });
  await expect(dialog.getByText('Off', { exact: true })).toBeVisible();
  await expect(dialog.getByText('This device')).toBeVisible();
  await dialog.getByRole('button', { name: 'Set up two-factor' }).click();

  // A change of two-factor asks for the password first.
  const prompt = page.getByRole('dialog', { name: 'Confirm your password' });
  await prompt.getByLabel('Password').fill(user.password);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();

  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.getByLabel('Secret key').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enabledStep = stepNow();
  await dialog.getByLabel(/6-digit code/).fill(totp(secret, enabledStep));
  await dialog.getByRole('button', { name: 'Turn on two-factor' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('On', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await signOut(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel('Two-factor code');
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('The code is incorrect or has expired. Please try again.'),
  ).toBeVisible();
  // The code used to turn it on cannot be used again: take the next step's.
  await code.fill(totp(secret, Math.max(enabledStep + 1, stepNow())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
});
