import { FORM_TEMPLATES } from '@paperless/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '#test/support/database.js';
import type { Db } from '../database.js';
import { down, up } from './0018_insurance_template.js';

/**
 * Migration 0018 gives every existing company the Insurance Information form (template 11),
 * once, as giveTemplateForms makes it for a new company.
 */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop());

async function company(name: string, templateIds: number[], deleted: number[] = []) {
  const plan = await db
    .insertInto('plans')
    .values({ name: `Plan for ${name}`, price: 49, encounter: 100, overage_cost: 0.5 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('companies')
    .values({ name, plan_id: plan.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const templateId of templateIds) {
    await db
      .insertInto('forms')
      .values({
        company_id: id,
        template_id: templateId,
        title: `Template ${templateId}`,
        deleted_at: deleted.includes(templateId) ? new Date() : null,
      })
      .execute();
  }
  return id;
}

const insuranceForms = (companyId: number) =>
  db
    .selectFrom('forms')
    .select(['title', 'version', 'deleted_at'])
    .where('company_id', '=', companyId)
    .where('template_id', '=', 11)
    .execute();

it('adds the form to companies made before it, once, and leaves the others alone', async () => {
  const tenForms = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const older = await company('Made with ten forms', tenForms);
  const newer = await company('Made with eleven', [...tenForms, 11]);
  const removed = await company('Removed its insurance form', [...tenForms, 11], [11]);

  // A migration sees no table types.
  const untyped = db as unknown as Kysely<unknown>;
  await up(untyped);
  await up(untyped);

  const template = FORM_TEMPLATES[11];
  expect(await insuranceForms(older)).toEqual([
    { title: template.title, version: template.version, deleted_at: null },
  ]);
  expect(await insuranceForms(newer)).toEqual([
    { title: 'Template 11', version: 1, deleted_at: null },
  ]);
  expect(await insuranceForms(removed)).toHaveLength(1);
  expect((await insuranceForms(removed))[0]!.deleted_at).not.toBeNull();

  // Down removes only rows nothing refers to.
  await down(untyped);
  expect(await insuranceForms(older)).toEqual([]);
});
