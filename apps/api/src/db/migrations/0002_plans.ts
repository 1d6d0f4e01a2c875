import { sql, type Kysely } from 'kysely';

/** Subscription plans, standard and custom (one company's own), and a company's current plan. Reversible. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('encounter', 'integer', (c) => c.notNull().check(sql`encounter >= 0`))
    .addColumn('price', sql`numeric(12, 2)`, (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('overage_cost', sql`numeric(12, 2)`, (c) => c.check(sql`overage_cost >= 0`))
    .addColumn('description', 'text')
    .addColumn('is_active', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`is_active in (0, 1)`),
    )
    .addColumn('on_demand', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('company_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // One live custom plan per company name ('Plan for this company already exists.').
  await sql`create unique index plans_custom_company on plans (lower(company_name))
    where on_demand and deleted_at is null`.execute(db);
  await db.schema
    .alterTable('companies')
    .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
    .execute();
  await db.schema.createIndex('companies_plan').on('companies').column('plan_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('plan_id').execute();
  await db.schema.dropTable('plans').execute();
}
