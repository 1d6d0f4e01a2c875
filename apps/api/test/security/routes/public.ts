// Route classes (../route-classes.ts) open to anyone: patient links, signup, plans, logos,
// reminder stops and the webhooks.
import { ESIGN_DISCLOSURE_VERSION } from '@paperless/core';
import type { RouteClass } from '../route-classes.js';

export const PUBLIC_ROUTES: Record<string, RouteClass> = {
  // Public: patients, signup, plans, logos, the payment webhook.
  'GET /api/logos/:file': { scope: 'public', param: 'file' },
  'GET /api/public/links/:token': { scope: 'public', param: 'token', patientData: true },
  'POST /api/public/links/:token/submit': { scope: 'public', param: 'token', patientData: true },
  // Issue 18: the patient accepts the e-sign disclosure (the version the page showed).
  'POST /api/public/links/:token/consent': {
    scope: 'public',
    param: 'token',
    body: () => ({ version: ESIGN_DISCLOSURE_VERSION }),
  },
  // Issue 21: the patient's language switch.
  'PUT /api/public/links/:token/language': {
    scope: 'public',
    param: 'token',
    body: () => ({ language: 'es' }),
  },
  // Issue 17: a file for a file question (audit coverage sends a real photo to a form asking one).
  'POST /api/public/links/:token/uploads': { scope: 'public', param: 'token', patientData: true },
  // Issue 16: a reminder e-mail's one-click stop (the token is in the body) and Twilio's
  // inbound STOP/START (signed; 403 without a valid signature).
  'POST /api/public/reminders/stop': { scope: 'public' },
  // Issue 18: a reminder e-mail's List-Unsubscribe (RFC 8058 one-click POST; a GET goes on to
  // the page). Its token is a stop token, not a link's: a forged one is a 422 as on the page.
  'POST /api/public/reminders/unsubscribe/:token': { scope: 'public' },
  'GET /api/public/reminders/unsubscribe/:token': { scope: 'public' },
  'POST /api/webhooks/twilio/sms': { scope: 'public' },
  'GET /api/public/email-change/:token': { scope: 'public', param: 'token' },
  'POST /api/public/email-change/:token/confirm': { scope: 'public', param: 'token' },
  'GET /api/public/plans': { scope: 'public' },
  'GET /api/signup/config': { scope: 'public' },
  'POST /api/signup/check': { scope: 'public' },
  'POST /api/signup/payment-intent': { scope: 'public' },
  'POST /api/register-client': { scope: 'public' },
  'POST /api/billing/stripe/webhook': { scope: 'public' },
};
