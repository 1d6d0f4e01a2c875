import { ROLE, type BuiltInRoleName } from '@paperless/core';
import type { Db } from '../db/database.js';
import type { Cipher } from '../lib/crypto.js';
import { hashPassword } from '../lib/passwords.js';
import { seedDemoActivity } from './demo-activity.js';
import { completeDemoClinic, DEMO_CLINIC_DETAILS } from './demo-clinics.js';
import { seedDemoForms, seedDemoPortalActivity } from './demo-portal.js';

export const DEMO_PASSWORD = 'DemoPass123!';

interface DemoUser {
  first_name: string;
  last_name: string;
  email: string;
  role: BuiltInRoleName;
  clinic?: string;
  owner?: boolean;
}

export const DEMO_CLINICS = [
  'Sunrise Family Medicine',
  'Lakeside Pediatrics',
  'Hill Country Orthopedics',
];

/** The landing page's default plans (client portal spec §9), and a custom plan for one clinic. */
export const DEMO_PLANS = [
  {
    name: 'Basic Plan',
    encounter: 100,
    price: 29,
    overage_cost: 0.5,
    description: 'For small practices getting started.',
  },
  {
    name: 'Professional Plan',
    encounter: 500,
    price: 79,
    overage_cost: 0.4,
    description: 'For growing practices.',
  },
  {
    name: 'Enterprise Plan',
    encounter: 1000,
    price: 149,
    overage_cost: 0.3,
    description: 'For multi-provider clinics.',
  },
];
const CLINIC_PLAN: Record<string, string> = {
  'Sunrise Family Medicine': 'Professional Plan',
  'Lakeside Pediatrics': 'Basic Plan',
};

export const DEMO_USERS: DemoUser[] = [
  { first_name: 'Sarah', last_name: 'Admin', email: 'super@paperless.demo', role: ROLE.superAdmin },
  {
    first_name: 'Sam',
    last_name: 'Deputy',
    email: 'subsuper@paperless.demo',
    role: ROLE.subSuperAdmin,
  },
  {
    first_name: 'Priya',
    last_name: 'Product',
    email: 'product@paperless.demo',
    role: ROLE.productAdmin,
  },
  {
    first_name: 'Sean',
    last_name: 'Sales',
    email: 'sales1@paperless.demo',
    role: ROLE.salesPerson,
  },
  {
    first_name: 'Sofia',
    last_name: 'Seller',
    email: 'sales2@paperless.demo',
    role: ROLE.salesPerson,
  },
  {
    first_name: 'Olivia',
    last_name: 'Owens',
    email: 'owner@sunrise.demo',
    role: ROLE.clientAdmin,
    clinic: DEMO_CLINICS[0],
    owner: true,
  },
  {
    first_name: 'Frank',
    last_name: 'Desk',
    email: 'frontdesk@sunrise.demo',
    role: ROLE.subClientAdmin,
    clinic: DEMO_CLINICS[0],
  },
  {
    first_name: 'Liam',
    last_name: 'Lake',
    email: 'owner@lakeside.demo',
    role: ROLE.clientAdmin,
    clinic: DEMO_CLINICS[1],
    owner: true,
  },
  {
    first_name: 'Nora',
    last_name: 'Nurse',
    email: 'nurse@lakeside.demo',
    role: ROLE.subClientAdmin,
    clinic: DEMO_CLINICS[1],
  },
  {
    first_name: 'Hank',
    last_name: 'Hill',
    email: 'owner@hillcountry.demo',
    role: ROLE.clientAdmin,
    clinic: DEMO_CLINICS[2],
    owner: true,
  },
  {
    first_name: 'Hazel',
    last_name: 'Staff',
    email: 'staff@hillcountry.demo',
    role: ROLE.subClientAdmin,
    clinic: DEMO_CLINICS[2],
  },
];

/**
 * Loads the demo accounts and clinics (README lists them). Idempotent: a database that already
 * has the demo Super Admin is left as it is. Later features add their demo data here.
 * Patient answers are sealed with the installation's cipher; by default the one the server
 * builds from the same environment (DATA_ENCRYPTION_KEY or DATA_DIR's key file).
 */
export async function seedDemo(db: Db, cipher: Cipher): Promise<boolean> {
  const already = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_USERS[0]!.email)
    .executeTakeFirst();
  if (already) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const roles = new Map(
      (await trx.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
    );
    const plans = new Map<string, number>();
    for (const plan of DEMO_PLANS) {
      const row = await trx
        .insertInto('plans')
        .values(plan)
        .returning('id')
        .executeTakeFirstOrThrow();
      plans.set(plan.name, row.id);
    }
    // Hill Country Orthopedics is on a custom plan named after it.
    const custom = await trx
      .insertInto('plans')
      .values({
        name: DEMO_CLINICS[2]!,
        company_name: DEMO_CLINICS[2]!,
        on_demand: true,
        encounter: 300,
        price: 99,
        overage_cost: 0.35,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clinics = new Map<
      string,
      { id: number; name: string; planId: number; createdAt: Date }
    >();
    for (const name of DEMO_CLINICS) {
      const planName = CLINIC_PLAN[name];
      const planId = planName ? plans.get(planName)! : custom.id;
      // Paying demo clinics have been customers for over a year (their history needs the
      // age); the one in its trial joined five days ago.
      const inTrial = DEMO_CLINIC_DETAILS[name]!.subscription === 'trial';
      const createdAt = new Date(now.getTime() - (inTrial ? 5 : 400) * 86_400_000);
      const clinic = await trx
        .insertInto('companies')
        .values({ name, plan_id: planId, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      clinics.set(name, { id: clinic.id, name, planId, createdAt });
    }
    const staff = new Map<string, number>();
    const owners = new Map<string, number>();
    for (const user of DEMO_USERS) {
      const created = await trx
        .insertInto('users')
        .values({
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          password_hash: passwordHash,
          role_id: roles.get(user.role)!,
          company_id: user.clinic ? clinics.get(user.clinic)!.id : null,
          is_owner: user.owner ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Provider staff are their own associates: a client's reference_id is the staff user's id.
      if (!user.clinic) staff.set(user.email, created.id);
      if (user.clinic && user.owner) owners.set(user.clinic, created.id);
      if (!user.clinic)
        await trx
          .updateTable('users')
          .set({ associate_id: created.id })
          .where('id', '=', created.id)
          .execute();
      if (user.role === ROLE.superAdmin) {
        await trx
          .insertInto('notifications')
          .values({
            user_id: created.id,
            title: 'Demo data loaded',
            body: `${DEMO_CLINICS.length} demo clinics and ${DEMO_USERS.length} demo accounts are ready.`,
          })
          .execute();
      }
    }
    for (const clinic of clinics.values()) {
      await completeDemoClinic(trx, clinic, staff, now);
      await seedDemoForms(trx, clinic.id);
    }
    // The clinic listed last gets the one unpaid invoice: Lakeside shows Active/Pending.
    const order = ['Sunrise Family Medicine', 'Hill Country Orthopedics', 'Lakeside Pediatrics'];
    await seedDemoActivity(
      trx,
      order.map((name) => clinics.get(name)!),
      now,
      cipher,
    );
    for (const clinic of clinics.values())
      await seedDemoPortalActivity(
        trx,
        { ...clinic, ownerId: owners.get(clinic.name) ?? null },
        cipher,
        now,
      );
  });
  return true;
}
