import { encodePlanParam, signupMessages } from '@paperless/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { SignupPage } from './SignupPage';
import { acceptAgreements, fillDemoCard, fillDetails, PLANS } from './testing';

type Routes = Parameters<typeof stubApi>[0];
const DEMO: Routes = {
  'GET /api/public/plans': () => json(200, { plans: PLANS }),
  'GET /api/signup/config': () => json(200, { mode: 'demo', publishable_key: null }),
  'POST /api/register-client': () => json(201, { status: true, message: signupMessages.success }),
};

function open(routes: Routes = {}, query = '') {
  const fetchStub = stubApi({ ...DEMO, ...routes });
  renderWithProviders(<SignupPage />, { route: `/signup${query}` });
  return fetchStub;
}

const click = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));
const planRadio = (name: string) => screen.findByRole('radio', { name });

async function toPayment(routes: Routes = {}) {
  const fetchStub = open(routes, `?plan=${encodePlanParam(PLANS[1]!)}`);
  expect(await planRadio('Professional Plan')).toBeChecked();
  await click('Continue');
  await fillDetails();
  await click('Continue');
  await acceptAgreements();
  await click('Continue');
  await screen.findByText(/no payment provider is configured/);
  return fetchStub;
}

describe('SignupPage', () => {
  it('preselects the plan carried from the landing page and marks the second Most Popular', async () => {
    open({}, `?plan=${encodePlanParam(PLANS[1]!)}`);
    expect(await planRadio('Professional Plan')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Basic Plan' })).not.toBeChecked();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Plan')).toBeInTheDocument();
    expect(screen.getByText('Details')).toBeInTheDocument();
    expect(screen.getByText('Agreements')).toBeInTheDocument();
    expect(screen.getByText('Payment')).toBeInTheDocument();
  });

  it("asks for a plan before Continue, and ignores a plan the server doesn't sell", async () => {
    open({}, `?plan=${encodePlanParam({ ...PLANS[0]!, id: 999 })}`);
    await planRadio('Basic Plan');
    await click('Continue');
    expect(await screen.findByText(signupMessages.selectPlan)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Enterprise Plan' }));
    expect(screen.queryByText(signupMessages.selectPlan)).not.toBeInTheDocument();
    await click('Continue');
    expect(await screen.findByRole('group', { name: 'Business' })).toBeInTheDocument();
  });

  it('shows every message of step 2, and Back keeps the plan', async () => {
    const fetchStub = open({}, `?plan=${encodePlanParam(PLANS[2]!)}`);
    await planRadio('Enterprise Plan');
    await click('Continue');
    await click('Continue');
    for (const message of [
      signupMessages.businessName,
      signupMessages.address,
      signupMessages.city,
      signupMessages.state,
      signupMessages.zip,
      signupMessages.firstName,
      signupMessages.lastName,
      signupMessages.phone,
      signupMessages.billingEmail,
      signupMessages.loginEmail,
      signupMessages.password,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Login email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'abc');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await click('Continue');
    expect(await screen.findByText(signupMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(signupMessages.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(signupMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fetchStub.mock.calls.some(([url]) => String(url).includes('/check'))).toBe(false);

    await click('Back');
    expect(await planRadio('Enterprise Plan')).toBeChecked();
  });

  it('asks nobody at step 2 whether the e-mail has an account; the last step takes it back there', async () => {
    const fetchStub = await toPayment({
      'POST /api/register-client': () =>
        json(422, {
          message: signupMessages.loginEmailTaken,
          errors: { loginEmail: [signupMessages.loginEmailTaken] },
        }),
    });
    expect(fetchStub.mock.calls.some(([url]) => String(url).includes('/check'))).toBe(false);
    await fillDemoCard('4242424242424242');
    await click('Pay $79.00');
    const loginEmail = await screen.findByLabelText(/^Login email/, {}, { timeout: 4000 });
    expect(screen.getByText(signupMessages.loginEmailTaken)).toBeInTheDocument();
    expect(loginEmail).toHaveAttribute('aria-invalid', 'true');
    expect(loginEmail).toHaveValue('owner@harbor.test');
    expect(screen.getByRole('group', { name: 'Account' })).toBeInTheDocument();
  }, 15_000);

  it('pays in demo mode after 2 seconds, sending the number and expiry for the server to check, never the CVC', async () => {
    const fetchStub = await toPayment();
    const pay = screen.getByRole('button', { name: 'Pay $79.00' });
    expect(pay).toBeDisabled();
    await fillDemoCard('4242 4242 4242 4242 99');
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    await click('Pay $79.00');
    expect(
      await screen.findByText('Account created successfully! (Demo mode)', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    const register = fetchStub.mock.calls.find(([url]) => String(url).endsWith('/register-client'));
    const body = JSON.parse(String(register![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      planId: 12,
      loginEmail: 'owner@harbor.test',
      acceptTerms: true,
      acceptBaa: true,
      cardNumber: '4242424242424242',
      cardExpiry: '12/39',
    });
    expect(Object.keys(body)).not.toContain('cvc');
    expect(JSON.stringify(body)).not.toContain('"123"');
  }, 15_000);

  it("shows the card provider's decline and the server's failures", async () => {
    let answer = () => json(500, { message: 'Something went wrong' });
    await toPayment({ 'POST /api/register-client': () => answer() });
    await fillDemoCard('4000000000000002');
    await click('Pay $79.00');
    expect(
      await screen.findByText(signupMessages.demoDeclined, {}, { timeout: 4000 }),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Card number/));
    await userEvent.type(screen.getByLabelText(/^Card number/), '4242424242424242');
    await click('Pay $79.00');
    expect(
      await screen.findByText(signupMessages.unexpected, {}, { timeout: 4000 }),
    ).toBeInTheDocument();

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await click('Pay $79.00');
    expect(
      await screen.findByText(signupMessages.exception, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('says so when the payment form cannot load', async () => {
    open({ 'GET /api/signup/config': () => json(500, {}) }, `?plan=${encodePlanParam(PLANS[0]!)}`);
    await planRadio('Basic Plan');
    await click('Continue');
    await fillDetails();
    await click('Continue');
    await acceptAgreements();
    await click('Continue');
    await waitFor(() =>
      expect(screen.getByText(signupMessages.paymentFormFailed)).toBeInTheDocument(),
    );
  });
});
