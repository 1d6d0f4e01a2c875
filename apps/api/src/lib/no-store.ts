import type { FastifyInstance } from 'fastify';

/**
 * No API answer is kept by a browser or a shared cache unless its route says otherwise (public
 * logos, the public plan list): answers to signed-in and link-token requests carry patient data,
 * and a shared computer's back button or disk cache must not show it to the next person.
 */
export function noStoreApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
