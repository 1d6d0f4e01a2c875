import { FORM_TEMPLATES } from '@paperless/core';
import type { Db } from '../../src/db/database.js';
import { hashToken, newToken } from '../../src/lib/tokens.js';
import { giveTemplateForms } from '../../src/modules/companies/forms.js';
import { templateFormId } from './patient-links.js';
import { createPlan } from './plans.js';
import { unique } from './users.js';

/** Seed data written straight to the database, for tests that drive a server in a child process. */
export async function seedClinic(db: Db): Promise<{ companyId: number; formId: number }> {
  const planId = await createPlan(db, { encounter: 100_000 });
  const company = await db
    .insertInto('companies')
    .values({ name: `Clinic ${unique()}`, plan_id: planId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await giveTemplateForms(db, company.id);
  // Prescription Refill Policy: the smallest template (answers: factories/patient-links.ts).
  const template = Object.values(FORM_TEMPLATES).find((t) => t.id === 7)!;
  return { companyId: company.id, formId: await templateFormId(db, company.id, template.id) };
}

/** Single-form links as the sending feature makes them; answers the raw tokens. */
export async function seedLinks(
  db: Db,
  target: { companyId: number; formId: number },
  count: number,
): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => newToken());
  const expires = new Date(Date.now() + 30 * 24 * 3600_000);
  for (let i = 0; i < tokens.length; i += 100) {
    await db
      .insertInto('form_links')
      .values(
        tokens.slice(i, i + 100).map((token) => ({
          company_id: target.companyId,
          token_hash: hashToken(token),
          form_id: target.formId,
          bucket_id: null,
          channel: 'email' as const,
          recipient: 'patient@example.com',
          expires_at: expires,
        })),
      )
      .execute();
  }
  return tokens;
}

/** A distinct loopback-looking address per simulated patient, sent as X-Forwarded-For. */
export const patientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
