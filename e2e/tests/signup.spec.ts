import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signIn, signOut } from './helpers';
import { fillClinicDetails, passRobotCheck } from './signup-steps';

interface Plan {
  id: number;
  name: string;
  price: number;
  encounters: number;
  overage_cost: number | null;
  description: string | null;
}

async function professionalPlan(page: Page): Promise<Plan> {
  const answer = await page.request.get('/api/public/plans');
  const { plans } = (await answer.json()) as { plans: Plan[] };
  const plan = plans.find((p) => p.name === 'Professional Plan');
  if (!plan) throw new Error('the demo seed has no Professional Plan');
  return plan;
}

const planParam = ({ id, name, price, encounters, overage_cost, description }: Plan) =>
  encodeURIComponent(JSON.stringify({ id, name, price, encounters, overage_cost, description }));

async function fill(page: Page, label: string | RegExp, value: string) {
  await page.getByLabel(label).fill(value);
}

test('a clinic signs up in demo mode, signs in, and appears in Transaction History', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const business = `Harbor Clinic ${stamp}`;
  const loginEmail = `owner-${stamp}@harbor.test`;
  const plan = await professionalPlan(page);

  await page.goto(`/signup?plan=${planParam(plan)}`);
  await expect(page.getByRole('radio', { name: 'Professional Plan' })).toBeChecked();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the spec's messages, then a valid form.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('Login email is required')).toBeVisible();
  await fill(page, /^Login email/, 'not-an-email');
  await fill(page, /^Password/, 'abc');
  await fill(page, /^Confirm password/, 'abd');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await fillClinicDetails(
    page,
    { business, owner: ['Hana', 'Harbor'], phone: '503 555 0101', stamp },
    loginEmail,
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  // Issue 20: the Terms of Service and the BAA before the payment.
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Business Associate Agreement/ }).check();
  await passRobotCheck(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: the demo card form, grouped in fours, and the 2-second simulated payment.
  await expect(page.getByText(/no payment provider is configured/)).toBeVisible();
  await page.getByLabel(/^Card number/).pressSequentially('4242424242424242');
  await expect(page.getByLabel(/^Card number/)).toHaveValue('4242 4242 4242 4242');
  await page.getByLabel(/^Expiry/).pressSequentially('1239');
  await page.getByLabel(/^CVC/).fill('123');
  await page.getByRole('button', { name: 'Pay $79.00' }).click();
  await expect(page.getByText('Account created successfully! (Demo mode)')).toBeVisible();

  // The owner signs in with the password chosen in the wizard.
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await signIn(page, loginEmail, 'secret1');
  await expect(page).toHaveURL('/client-dashboard');
  await signOut(page);

  // Provider staff see the new clinic, paid, in Transaction History.
  await openSignedIn(page, 'super@paperless.demo', '/hr-finance');
  await page.getByLabel('Search transactions').fill(business);
  const table = page.getByRole('table', { name: 'Transaction History' });
  const row = table.getByRole('row').filter({ hasText: business });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Active');
});

test('the wizard works on a phone @phone', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a plan')).toBeVisible();
  await page.getByRole('radio', { name: 'Basic Plan' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Business' })).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Basic Plan' })).toBeChecked();
});
