/**
 * Whether a server may run with demo payments (no Stripe keys: every signup is free). A real
 * deployment (production, on a public address) must say so with ALLOW_DEMO_PAYMENTS=1; a
 * fresh machine's `npm start` and the browser tests run on a local address and may.
 * Answers the refusal's text, or null when the server may start.
 */
export function demoPaymentsRefusal(options: {
  env: string;
  stripe: boolean;
  allowDemoPayments: boolean;
  /** APP_URL as set, undefined when unset. */
  appUrl: string | undefined;
}): string | null {
  if (options.env !== 'production' || options.stripe || options.allowDemoPayments) return null;
  if (options.appUrl === undefined || isLocalUrl(options.appUrl)) return null;
  return (
    `Refusing to start: no Stripe keys are set, so signups would be taken in demo mode without ` +
    `payment on ${options.appUrl}. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or set ` +
    `ALLOW_DEMO_PAYMENTS=1 to run this public server in demo mode on purpose.`
  );
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

function isLocalUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
  } catch {
    // An unreadable APP_URL is not a local one: refuse rather than guess.
    return false;
  }
}
