import { ROLE } from '@paperless/core';
import type { Db } from '../../src/db/database.js';
import { appWorld } from '../support/app.js';
import { createPlan, type PlanValues } from './plans.js';
import { createUser, loginAs, unique } from './users.js';

/** The staff client form's test world: a Super Admin's session (`admin`) and a plan (`planId`). */
export function clientFormWorld(plan?: PlanValues) {
  return appWorld({}, async ({ app, db }) => ({
    admin: (await loginAs(app, await createUser(db, ROLE.superAdmin))).token,
    planId: await createPlan(db, plan),
  }));
}

/** How many forms a company has: a new clinic is given the 11 templates. */
export const formCountOf = async (db: Db, companyId: number) =>
  (await db.selectFrom('forms').select('id').where('company_id', '=', companyId).execute()).length;

/** A valid client form as the browser sends it (the spec's payload names). */
export function clientPayload(planId: number, overrides: object = {}) {
  return {
    name: `Clinic ${unique()}`,
    address: '100 Main Street',
    address1: '',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
    cntPersonName: 'Olivia',
    cntLastName: 'Owens',
    cntPhoneNumber: '+1 (512) 555-0100',
    ext: '',
    email: `owner-${unique()}@clinic.test`,
    billing_email: 'billing@clinic.test',
    plan_type: 'monthly',
    plan_id: planId,
    reference_id: null,
    ...overrides,
  };
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

/** A multipart body as a browser's FormData makes it, for app.inject. */
export async function multipartBody(
  fields: Record<string, unknown>,
  file: { bytes: Uint8Array; name: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  form.append('logo', new Blob([file.bytes]), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type')!,
    body: Buffer.from(await request.arrayBuffer()),
  };
}
