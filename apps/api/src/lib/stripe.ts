import Stripe from 'stripe';
import type { Config } from '../config.js';

/**
 * The Stripe client of this installation, or undefined in demo mode (no keys: decision 17).
 * `STRIPE_API_BASE` points it elsewhere (tests start a local stand-in for Stripe's API).
 */
export function stripeClient(config: Pick<Config, 'stripe'>): Stripe | undefined {
  if (!config.stripe) return undefined;
  const base = new URL(config.stripe.apiBase);
  return new Stripe(config.stripe.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : base.protocol === 'http:' ? 80 : 443,
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}
