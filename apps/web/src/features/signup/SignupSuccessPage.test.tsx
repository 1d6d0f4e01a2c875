import { currentAgreementVersions, signupMessages } from '@paperless/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { loadDraft, saveDraft } from './draft';
import { SignupSuccessPage } from './SignupSuccessPage';

const DRAFT = {
  planId: 12,
  businessName: 'Harbor Clinic',
  addressStreet1: '12 Harbor Road',
  addressStreet2: '',
  city: 'Portland',
  state: 'Oregon',
  zipCode: '97201',
  firstName: 'Hana',
  lastName: 'Harbor',
  phoneNumber: '503 555 0101',
  billingEmail: 'billing@harbor.test',
  loginEmail: 'owner@harbor.test',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true as const,
  acceptBaa: true as const,
  ...currentAgreementVersions(),
  // The wizard's solved "I'm not a robot" check travels with the draft.
  altcha: 'solved-proof',
};
const RETURN =
  '/signup-success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret&redirect_status=succeeded';

afterEach(() => sessionStorage.clear());

describe('SignupSuccessPage', () => {
  it('completes the registration with the PaymentIntent from the URL, then offers Login', async () => {
    saveDraft(DRAFT);
    const fetchStub = stubApi({
      'POST /api/register-client': () =>
        json(201, { status: true, message: signupMessages.success }),
    });
    renderWithProviders(<SignupSuccessPage />, { route: RETURN });
    expect(await screen.findByText(signupMessages.success)).toBeInTheDocument();
    expect(screen.queryByText(/Demo mode/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchStub.mock.calls[0]![1]!.body))).toEqual({
      ...DRAFT,
      paymentIntentId: 'pi_123',
    });
    // The password does not outlive the registration.
    expect(loadDraft()).toBeUndefined();
  });

  it("shows the server's refusal and keeps the form for another try", async () => {
    saveDraft(DRAFT);
    stubApi({
      'POST /api/register-client': () =>
        json(422, {
          message: signupMessages.paymentNotConfirmed,
          errors: { paymentIntentId: [signupMessages.paymentNotConfirmed] },
        }),
    });
    renderWithProviders(<SignupSuccessPage />, { route: RETURN });
    expect(await screen.findByText(signupMessages.paymentNotConfirmed)).toBeInTheDocument();
    expect(loadDraft()).toBeDefined();
  });

  it('reports a payment that did not succeed without calling the server', async () => {
    saveDraft(DRAFT);
    const fetchStub = stubApi({});
    renderWithProviders(<SignupSuccessPage />, {
      route: '/signup-success?payment_intent=pi_123&redirect_status=failed',
    });
    expect(await screen.findByText(signupMessages.unexpected)).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
