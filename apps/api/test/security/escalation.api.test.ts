import { ROLE } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../support/smtp.js';
import { reportFigures } from './report.js';
import {
  attackerAddress,
  bearerOf,
  customRoleWith,
  demoteAndReaddress,
  followLinks,
  forgotPassword,
  giveSelfRoles,
  keepingRoles,
  linksMailedTo,
  loginEmailOf,
  outboxResetLinks,
  resetTokensIn,
  restoreTarget,
  roleIdNamed,
  targetTaken,
  type Outcome,
  type Target,
} from './escalation.js';
import { clientBody, personBody } from './targets.js';
import { buildWorld, type Caller, type World } from './world.js';

/**
 * The escalation suite (Security II, evidence): for every role, the scripted chains an outside
 * review used to take over other accounts, tried against every account worth taking. Each
 * attempt ends by checking the database: the target's login e-mail must not be the attacker's,
 * and its password must not be the attacker's. Mail goes to a real SMTP server; the attacker
 * reads only what was sent to its own address.
 */
let w: World;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const outcomes: Outcome[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Rate limits would stop the chains early and hide what they can reach: off by factor.
  w = await buildWorld({ SMTP_URL: smtp.url, RATE_LIMIT_FACTOR: '1000' });
}, 180_000);
afterAll(async () => {
  await w?.t.close();
  await smtp?.close();
  const successes = outcomes.filter((o) => o.succeeded);
  reportFigures('escalation', {
    attempts: outcomes.length,
    successes: successes.length,
    chains: [...new Set(outcomes.map((o) => o.chain))].length,
    taken: successes.map((o) => `${o.chain}: ${o.attacker} → ${o.target}`),
  });
});

const attackers = (): Caller[] => [
  ...Object.values(w.providers),
  w.clinicA.owner,
  w.clinicA.staff,
  w.clinicB.owner,
  w.clinicB.staff,
];

async function superAdminTarget(): Promise<Target> {
  return { name: 'Super Admin', userId: w.providers.superAdmin.userId! };
}

/** Runs one attempt and puts the target back, whatever happened. */
async function attempt(
  chain: string,
  attacker: Caller,
  target: Target,
  steps: (attackerEmail: string, targetEmail: string) => Promise<void>,
) {
  const before = await w.t.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', target.userId)
    .executeTakeFirstOrThrow();
  const mine = attackerAddress();
  await steps(mine, before.email);
  await w.t.app.outbox.drain();
  await followLinks(w, linksMailedTo(smtp.received, mine));
  const succeeded = await targetTaken(w, target, mine);
  outcomes.push({ chain, attacker: attacker.name, target: target.name, succeeded });
  await restoreTarget(w, target.userId, before.email, before.password_hash);
}

describe('escalation suite', () => {
  it('moves no login e-mail through any route that edits a user or a company', async () => {
    const superRole = await w.t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', ROLE.superAdmin)
      .executeTakeFirstOrThrow();
    const edits = [
      {
        chain: 'company login e-mail → forgot password',
        target: { name: 'clinic B owner', userId: w.b.owner.id },
        url: `/api/company/update/${w.targets.companyId}`,
        body: (email: string) => ({
          ...clientBody(w.targets),
          name: `Clinic ${w.marker}`,
          reference_id: w.targets.salesPersonId,
          email,
        }),
      },
      {
        chain: 'staff user e-mail → forgot password',
        target: { name: 'a staff user', userId: w.targets.staffUserId },
        url: `/api/update-user/${w.targets.staffUserId}`,
        body: (email: string) => ({ ...personBody(w.targets.staffRoleId), email }),
      },
      {
        chain: 'Super Admin e-mail → forgot password',
        target: await superAdminTarget(),
        url: `/api/update-user/${w.providers.superAdmin.userId}`,
        body: (email: string) => ({ ...personBody(superRole.id), email }),
      },
      {
        chain: 'company user e-mail → forgot password',
        target: { name: 'clinic B sub-user', userId: w.b.staff.id },
        url: `/api/company-users/${w.b.staff.id}`,
        body: (email: string) => ({
          ...personBody(w.targets.clinicRoleId),
          company_id: w.targets.companyId,
          email,
        }),
      },
      {
        chain: 'company owner via company users → forgot password',
        target: { name: 'clinic B owner', userId: w.b.owner.id },
        url: `/api/company-users/${w.b.owner.id}`,
        body: (email: string) => ({
          ...personBody(w.targets.clinicRoleId),
          company_id: w.targets.companyId,
          email,
        }),
      },
    ];
    for (const attacker of attackers()) {
      for (const edit of edits.filter((e) => e.target.userId !== attacker.userId)) {
        await attempt(edit.chain, attacker, edit.target, async (mine) => {
          await w.t.app.inject({
            method: 'POST',
            url: edit.url,
            headers: bearerOf(attacker),
            payload: edit.body(mine),
          });
          await forgotPassword(w, mine);
        });
      }
    }
    const taken = outcomes.filter((o) => o.chain.endsWith('forgot password') && o.succeeded);
    expect(taken.map((o) => `${o.chain}: ${o.attacker} → ${o.target}`)).toEqual([]);
  });

  it('gives no one but the Super Admin a live link out of the outbox', async () => {
    // The Super Admin reads the outbox by design (decision 22) and is no one's escalation.
    const readers = [...attackers().filter((a) => a !== w.providers.superAdmin), ...w.anonymous];
    const targets = [await superAdminTarget(), { name: 'clinic B owner', userId: w.b.owner.id }];
    for (const attacker of readers) {
      for (const target of targets.filter((t) => t.userId !== attacker.userId)) {
        await attempt('outbox read → reset link', attacker, target, async (_mine, email) => {
          await forgotPassword(w, email);
          await followLinks(w, await outboxResetLinks(w, attacker));
        });
      }
    }
    const taken = outcomes.filter((o) => o.chain.startsWith('outbox') && o.succeeded);
    expect(taken.map((o) => `${o.attacker} → ${o.target}`)).toEqual([]);
  });

  // Every holder of manage_users may change roles (decision 4), within their own powers.
  it('takes no account through a role change, of the target or of the attacker', async () => {
    const outboxRoles = [
      await roleIdNamed(w, ROLE.superAdmin),
      await customRoleWith(w, ['view_outbox']),
    ];
    const targets = [
      await superAdminTarget(),
      { name: 'Sub-Super Admin', userId: w.providers.subSuperAdmin.userId! },
      { name: 'clinic B owner', userId: w.b.owner.id },
    ];
    for (const attacker of attackers()) {
      for (const target of targets.filter((t) => t.userId !== attacker.userId)) {
        const kept = [attacker.userId!, target.userId];
        await keepingRoles(w, kept, () =>
          attempt('role change → e-mail → forgot password', attacker, target, async (mine) => {
            await demoteAndReaddress(w, attacker, target.userId, mine);
            await forgotPassword(w, mine);
          }),
        );
        // The Super Admin reads the outbox by design (decision 22).
        if (attacker === w.providers.superAdmin) continue;
        await keepingRoles(w, kept, () =>
          attempt('role change of self → outbox read', attacker, target, async (_mine, email) => {
            await giveSelfRoles(w, attacker, outboxRoles);
            await forgotPassword(w, email);
            await followLinks(w, await outboxResetLinks(w, attacker));
          }),
        );
      }
    }
    const taken = outcomes.filter((o) => o.chain.startsWith('role change') && o.succeeded);
    expect(taken.map((o) => `${o.chain}: ${o.attacker} → ${o.target}`)).toEqual([]);
  });

  it('lets no used or superseded reset link work again', async () => {
    const target = { name: 'clinic B owner', userId: w.b.owner.id };
    const email = await loginEmailOf(w, target.userId);
    const mailedTokens = () =>
      resetTokensIn(
        linksMailedTo(smtp.received, email.toLowerCase())
          .filter((p) => p.startsWith('/new-password/'))
          .join('\n'),
      );
    const others = attackers().filter((a) => a.userId !== target.userId);
    for (const attacker of [...others, ...w.anonymous]) {
      await attempt('used reset link again', attacker, target, async () => {
        await forgotPassword(w, email);
        await w.t.app.outbox.drain();
        const token = mailedTokens().at(-1)!;
        // The holder uses the link; whoever saw it tries it again afterwards.
        await w.t.app.inject({
          method: 'POST',
          url: `/api/password/reset/${token}`,
          payload: { password: 'the holder chose this' },
        });
        await followLinks(w, [`/new-password/${token}`]);
      });
      await attempt('older reset link after a newer one', attacker, target, async () => {
        await forgotPassword(w, email);
        await w.t.app.outbox.drain();
        const older = mailedTokens().at(-1)!;
        await forgotPassword(w, email);
        await followLinks(w, [`/new-password/${older}`]);
      });
    }
    const taken = outcomes.filter((o) => /^(used|older) reset link/.test(o.chain) && o.succeeded);
    expect(taken.map((o) => `${o.chain}: ${o.attacker}`)).toEqual([]);
  });
});
