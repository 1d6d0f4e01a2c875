import type { FastifyInstance } from 'fastify';

/** Test helpers: the hand-off routes as the patient's pages call them. */
export const DOB = '1984-03-07';

export function saveDraft(
  app: FastifyInstance,
  token: string,
  draft: Record<string, unknown>,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/public/links/${token}/draft`,
    payload: { draft },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function makeHandoff(
  app: FastifyInstance,
  token: string,
  payload: { dob?: string; draft?: Record<string, unknown> } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/public/links/${token}/handoff`,
    payload: { dob: DOB, ...payload },
  });
}

export function claim(app: FastifyInstance, code: string, dob = DOB, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/public/handoffs/claim',
    payload: { code, dob },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A code made for the link and claimed with the right birth date (the audit coverage's call). */
export async function makeAndClaim(app: FastifyInstance, token: string) {
  const made = await makeHandoff(app, token, { draft: { patient_firstname: 'Zelda' } });
  return claim(app, made.json<{ code: string }>().code);
}
