import type { ReceivedMail } from '../support/smtp.js';
import { verifyPassword } from '../../src/lib/passwords.js';
import { unique } from '../factories/users.js';
import { personBody } from './targets.js';
import type { Caller, World } from './world.js';

/**
 * The escalation suite's moves (Security II, evidence): what an attacker holding one account can
 * script to take over another. An attempt succeeds when, after its steps, the target account's
 * login e-mail is the attacker's address or its password is one the attacker chose.
 */

/** The password every attacker tries to give its target. */
export const ATTACKER_PASSWORD = 'attacker owns this 1';

/** An account the attacker aims at, as it was before the attempt. */
export interface Target {
  name: string;
  userId: number;
}

export interface Outcome {
  chain: string;
  attacker: string;
  target: string;
  succeeded: boolean;
}

export function bearerOf(caller: Caller): Record<string, string> {
  return caller.token ? { authorization: `Bearer ${caller.token}` } : {};
}

/** A fresh address the attacker reads mail at (the SMTP sink keeps everything sent to it). */
export const attackerAddress = () => `attacker-${unique()}@evil.test`;

/** Did the attacker gain the target? Checked on the database, so no sign-in throttling interferes. */
export async function targetTaken(w: World, target: Target, attackerEmail: string) {
  const row = await w.t.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', target.userId)
    .executeTakeFirstOrThrow();
  if (row.email.toLowerCase() === attackerEmail.toLowerCase()) return true;
  return row.password_hash !== null && (await verifyPassword(row.password_hash, ATTACKER_PASSWORD));
}

function bodyOf(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** Every one-time link path in the mail sent to `address` so far (the attacker's own mailbox). */
export function linksMailedTo(mails: ReceivedMail[], address: string): string[] {
  const paths: string[] = [];
  for (const mail of mails.filter((m) => m.to.some((to) => to.toLowerCase() === address))) {
    for (const match of bodyOf(mail).matchAll(/https?:\/\/[^\s/]+(\/[^\s"<>]+)/g)) {
      paths.push(match[1]!);
    }
  }
  return paths;
}

/** Reset and invitation tokens in a text: the `/new-password/{token}` links. */
export function resetTokensIn(text: string): string[] {
  return [...text.matchAll(/\/new-password\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
}

/** Uses every link the attacker can see: a set-password link gets the attacker's password. */
export async function followLinks(w: World, paths: string[]): Promise<void> {
  for (const token of resetTokensIn(paths.join('\n'))) {
    await w.t.app.inject({
      method: 'POST',
      url: `/api/password/reset/${token}`,
      payload: { password: ATTACKER_PASSWORD },
    });
  }
  for (const path of paths) {
    const confirm = /^\/email-change\/([A-Za-z0-9_-]+)/.exec(path);
    if (!confirm) continue;
    await w.t.app.inject({
      method: 'POST',
      url: `/api/public/email-change/${confirm[1]}/confirm`,
      payload: {},
    });
  }
}

/** Asks for a reset link for `email`, as anyone may (the answer is the same either way). */
export async function forgotPassword(w: World, email: string): Promise<void> {
  await w.t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
}

export async function loginEmailOf(w: World, userId: number): Promise<string> {
  const row = await w.t.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** Puts a target back as it was, so one attempt's success cannot leak into the next. */
export async function restoreTarget(w: World, userId: number, email: string, hash: string | null) {
  await w.t.db
    .updateTable('users')
    .set({ email, password_hash: hash })
    .where('id', '=', userId)
    .execute();
  // A company's login e-mail is its owner's.
  if (userId === w.b.owner.id)
    await w.t.db.updateTable('companies').set({ email }).where('id', '=', w.b.id).execute();
}

/** Runs `work` and puts these accounts' roles back, so a role it changed cannot leak further. */
export async function keepingRoles(w: World, userIds: number[], work: () => Promise<void>) {
  const before = await w.t.db
    .selectFrom('users')
    .select(['id', 'role_id'])
    .where('id', 'in', userIds)
    .execute();
  try {
    await work();
  } finally {
    for (const row of before) {
      await w.t.db
        .updateTable('users')
        .set({ role_id: row.role_id })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

/**
 * A custom provider role holding these permissions. The role form refuses what is Super Admin's
 * alone, so it is written to the database, as a role made before that rule would be.
 */
export async function customRoleWith(w: World, keys: string[]): Promise<number> {
  const { id } = await w.t.db
    .insertInto('roles')
    .values({ name: `Escalation ${unique()}`, kind: 'provider', is_system: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const permissions = await w.t.db
    .selectFrom('permissions')
    .select('id')
    .where('key', 'in', keys)
    .execute();
  await w.t.db
    .insertInto('role_permissions')
    .values(permissions.map((p) => ({ role_id: id, permission_id: p.id })))
    .execute();
  return id;
}

export async function roleIdNamed(w: World, name: string): Promise<number> {
  const role = await w.t.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return role.id;
}

const post = (w: World, attacker: Caller, url: string, payload: object) =>
  w.t.app.inject({ method: 'POST', url, headers: bearerOf(attacker), payload });

/** Moves the target to Sales Person, then gives the account the attacker's address. */
export async function demoteAndReaddress(
  w: World,
  attacker: Caller,
  userId: number,
  email: string,
): Promise<void> {
  const sales = w.targets.staffRoleId;
  await post(w, attacker, '/api/company/employee/role-change', { user_id: userId, role_id: sales });
  await post(w, attacker, `/api/update-user/${userId}`, { ...personBody(sales), email });
}

/** The attacker tries each role on its own account, in turn. */
export async function giveSelfRoles(w: World, attacker: Caller, roleIds: number[]): Promise<void> {
  for (const roleId of roleIds) {
    await post(w, attacker, '/api/company/employee/role-change', {
      user_id: attacker.userId,
      role_id: roleId,
    });
  }
}

/** The set-password links on the first outbox page, as the attacker can read it. */
export async function outboxResetLinks(w: World, attacker: Caller): Promise<string[]> {
  const page = await w.t.app.inject({
    method: 'GET',
    url: '/api/outbox?page=1&per_page=100',
    headers: bearerOf(attacker),
  });
  return resetTokensIn(page.body).map((token) => `/new-password/${token}`);
}
