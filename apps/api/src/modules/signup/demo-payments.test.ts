import { describe, expect, it } from 'vitest';
import { demoPaymentsRefusal } from './demo-payments.js';

const base = { env: 'production', stripe: false, allowDemoPayments: false };

describe('demoPaymentsRefusal', () => {
  it('refuses a public production server without Stripe keys, with a clear message', () => {
    const refusal = demoPaymentsRefusal({ ...base, appUrl: 'https://clinic.example.com' });
    expect(refusal).toContain('ALLOW_DEMO_PAYMENTS=1');
    expect(refusal).toContain('https://clinic.example.com');
  });

  it.each([
    ['APP_URL unset (a fresh npm start)', { ...base, appUrl: undefined }],
    ['localhost', { ...base, appUrl: 'http://localhost:3000' }],
    ['127.0.0.1 (the browser tests)', { ...base, appUrl: 'http://127.0.0.1:3212' }],
    ['IPv6 loopback', { ...base, appUrl: 'http://[::1]:3000' }],
    ['Stripe keys set', { ...base, stripe: true, appUrl: 'https://clinic.example.com' }],
    [
      'ALLOW_DEMO_PAYMENTS=1',
      { ...base, allowDemoPayments: true, appUrl: 'https://clinic.example.com' },
    ],
    ['development', { ...base, env: 'development', appUrl: 'https://clinic.example.com' }],
    ['test', { ...base, env: 'test', appUrl: 'http://app.test' }],
  ])('lets the server start: %s', (_case, options) => {
    expect(demoPaymentsRefusal(options)).toBeNull();
  });

  it('treats an unreadable APP_URL as public', () => {
    expect(demoPaymentsRefusal({ ...base, appUrl: 'not a url' })).not.toBeNull();
  });
});
