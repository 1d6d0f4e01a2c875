import {
  encodePlanParam,
  LEGAL_DOCUMENTS,
  legalMessages,
  proofMessages,
  signupMessages,
} from '@paperless/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { passRobotCheck, SOLVED_PROOF } from '../../test/proof-of-work';
import { renderWithProviders } from '../../test/render';
import { SignupPage } from './SignupPage';
import { acceptAgreements, fillDetails, PLANS } from './testing';

// Issue 20: the agreements step before payment, and the free trial without one.
type Routes = Parameters<typeof stubApi>[0];
const ROUTES: Routes = {
  'GET /api/public/plans': () => json(200, { plans: PLANS }),
  'GET /api/signup/config': () => json(200, { mode: 'demo', publishable_key: null }),
  'POST /api/register-client': () =>
    json(201, { status: true, message: signupMessages.trialCheckEmail }),
};
const click = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));

async function toAgreements(query: string, routes: Routes = {}) {
  const fetchStub = stubApi({ ...ROUTES, ...routes });
  renderWithProviders(<SignupPage />, {
    route: `/signup?plan=${encodePlanParam(PLANS[1]!)}${query}`,
  });
  expect(await screen.findByRole('radio', { name: 'Professional Plan' })).toBeChecked();
  await click('Continue');
  await fillDetails();
  await click('Continue');
  await screen.findByRole('checkbox', { name: /Terms of Service/ });
  return fetchStub;
}
const registrations = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .filter(([url]) => String(url).endsWith('/register-client'))
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

describe('the agreements step', () => {
  it('needs both boxes before the payment, and links each readable, versioned page', async () => {
    await toAgreements('');
    const terms = screen.getByRole('link', { name: /Terms of Service/ });
    const baa = screen.getByRole('link', { name: /Business Associate Agreement/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(baa).toHaveAttribute('href', '/baa');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAccessibleName('Terms of Service (opens in a new tab)');
    // Each box names the version it accepts (the pages' versions may differ one day).
    const versions = [LEGAL_DOCUMENTS.terms.version, LEGAL_DOCUMENTS.baa.version];
    // (The robot check's own box is a checkbox too, once its code has loaded.)
    const boxes = [/Terms of Service/, /Business Associate Agreement/].map((name) =>
      screen.getByRole('checkbox', { name }),
    );
    for (const [i, box] of boxes.entries())
      expect(box.closest('.mantine-Checkbox-root')).toHaveTextContent(`(version ${versions[i]})`);

    await click('Continue');
    expect(await screen.findByText(legalMessages.acceptTerms)).toBeInTheDocument();
    expect(screen.getByText(legalMessages.acceptBaa)).toBeInTheDocument();
    expect(screen.queryByText(/no payment provider is configured/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await click('Continue');
    expect(await screen.findByText(legalMessages.acceptBaa)).toBeInTheDocument();
    expect(screen.queryByText(legalMessages.acceptTerms)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Business Associate Agreement/ }));
    // Security III: the "I'm not a robot" check too, before any payment.
    await click('Continue');
    expect(await screen.findByText(proofMessages.required)).toBeInTheDocument();
    expect(screen.queryByText(/no payment provider is configured/)).not.toBeInTheDocument();
    await passRobotCheck();
    expect(screen.queryByText(proofMessages.required)).not.toBeInTheDocument();
    await click('Continue');
    expect(await screen.findByText(/no payment provider is configured/)).toBeInTheDocument();
    // Back from the payment keeps both boxes ticked.
    await click('Back');
    expect(await screen.findByRole('checkbox', { name: /Terms of Service/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Business Associate Agreement/ })).toBeChecked();
  }, 15_000);

  it('starts the free trial without a payment step, sending the agreements and their versions', async () => {
    const fetchStub = await toAgreements('&trial=1');
    expect(
      screen.getByRole('heading', { name: 'Start your free 14-day trial' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment')).not.toBeInTheDocument();
    await click('Start free trial');
    expect(await screen.findByText(legalMessages.acceptTerms)).toBeInTheDocument();
    expect(registrations(fetchStub)).toEqual([]);

    await acceptAgreements();
    await click('Start free trial');
    // Security III: no account yet, so no sign-in; the e-mailed link starts the trial.
    expect(await screen.findByText(signupMessages.trialCheckEmail)).toBeInTheDocument();
    expect(screen.getByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText('owner@harbor.test')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
    const [body] = registrations(fetchStub);
    expect(body).toMatchObject({
      planId: 12,
      trial: true,
      altcha: SOLVED_PROOF,
      acceptTerms: true,
      acceptBaa: true,
      termsVersion: LEGAL_DOCUMENTS.terms.version,
      baaVersion: LEGAL_DOCUMENTS.baa.version,
    });
    expect(Object.keys(body!)).not.toContain('cardNumber');
    expect(fetchStub.mock.calls.some(([url]) => String(url).includes('/signup/config'))).toBe(
      false,
    );
  }, 15_000);

  it("shows the server's refusal of a stale version on the step", async () => {
    await toAgreements('&trial=1', {
      'POST /api/register-client': () =>
        json(422, {
          message: legalMessages.staleTerms,
          errors: { termsVersion: [legalMessages.staleTerms] },
        }),
    });
    await acceptAgreements();
    await click('Start free trial');
    expect(await screen.findByText(legalMessages.staleTerms)).toBeInTheDocument();
    // The server spent that solution: the check starts over rather than send it again.
    await click('Start free trial');
    expect(await screen.findByText(proofMessages.required)).toBeInTheDocument();
  }, 15_000);

  it('offers the trial from the plan step, and the paid signup from the trial', async () => {
    stubApi(ROUTES);
    renderWithProviders(<SignupPage />, { route: '/signup' });
    await screen.findByRole('radio', { name: 'Basic Plan' });
    await click('Start a free 14-day trial');
    expect(
      await screen.findByRole('heading', { name: 'Start your free 14-day trial' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment')).not.toBeInTheDocument();
    await click('Pay for the first month instead');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Payment')).toBeInTheDocument();
  });
});
