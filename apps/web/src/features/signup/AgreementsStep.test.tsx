import { encodePlanParam, LEGAL_DOCUMENTS, legalMessages, signupMessages } from '@paperless/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { SignupPage } from './SignupPage';
import { acceptAgreements, fillDetails, PLANS } from './testing';

// Issue 20: the agreements step before payment, and the free trial without one.
type Routes = Parameters<typeof stubApi>[0];
const ROUTES: Routes = {
  'GET /api/public/plans': () => json(200, { plans: PLANS }),
  'GET /api/signup/config': () => json(200, { mode: 'demo', publishable_key: null }),
  'POST /api/register-client': () =>
    json(201, { status: true, message: signupMessages.trialSuccess }),
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
    for (const [i, box] of screen.getAllByRole('checkbox').entries())
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
    expect(await screen.findByText(signupMessages.trialSuccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    const [body] = registrations(fetchStub);
    expect(body).toMatchObject({
      planId: 12,
      trial: true,
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
    expect(await screen.findByRole('alert')).toHaveTextContent(legalMessages.staleTerms);
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
