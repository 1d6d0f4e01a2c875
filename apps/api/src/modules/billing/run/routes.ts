import { z } from 'zod';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { handleStripeEvent, verifiedEvent } from './webhook.js';

const webhookResponseSchema = z.object({ received: z.literal(true), applied: z.boolean() });

/** Billing: Stripe webhooks. */
export const billingRoutes: RoutesPlugin = async (app) => {
  // Stripe signs the exact bytes it sent: this route (its own plugin scope) keeps JSON raw.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    hooks.post('/billing/stripe/webhook', {
      config: { public: true },
      schema: {
        tags: ['billing'],
        summary: "Stripe's payment events (signed): an off-session charge succeeded or failed",
        response: { 200: webhookResponseSchema, ...errorResponses },
      },
      handler: async (request) => {
        const event = verifiedEvent(
          app.config.stripeWebhookSecret,
          Buffer.isBuffer(request.body) ? request.body : undefined,
          request.headers['stripe-signature'],
        );
        const applied = await handleStripeEvent(app.db, event, request.ip);
        request.log.info({ eventId: event.id, type: event.type, applied }, 'stripe webhook');
        return { received: true as const, applied };
      },
    });
  });
};
