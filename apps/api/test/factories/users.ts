import { ROLE, type BuiltInRoleName, type LoginResponse } from '@paperless/core';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/database.js';
import { hash } from '@node-rs/argon2';
import { PASSWORD_HASH_OPTIONS } from '../../src/lib/passwords.js';

export const TEST_PASSWORD = 'correct horse battery';
/**
 * Test users' hash: argon2id at its smallest cost. verify() reads the cost from the hash, so each
 * of the suite's thousands of sign-ins takes under a millisecond instead of ~20 ms; passwords the
 * API hashes itself (signup, resets, invitations) keep the production cost, which
 * lib/passwords.test.ts proves.
 */
const cachedHash = hash(TEST_PASSWORD, { ...PASSWORD_HASH_OPTIONS, memoryCost: 64, timeCost: 1 });

export interface TestUser {
  id: number;
  email: string;
  password: string;
  companyId: number | null;
}

/** A user with a unique e-mail; clinic roles get a fresh company unless one is given. */
export async function createUser(
  db: Db,
  role: BuiltInRoleName = ROLE.superAdmin,
  options: { companyId?: number; owner?: boolean; email?: string } = {},
): Promise<TestUser> {
  const roleRow = await db
    .selectFrom('roles')
    .select(['id', 'kind'])
    .where('name', '=', role)
    .executeTakeFirstOrThrow();
  let companyId = options.companyId ?? null;
  if (roleRow.kind === 'clinic' && companyId === null) {
    const company = await db
      .insertInto('companies')
      .values({ name: `Clinic ${unique()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    companyId = company.id;
  }
  const email = options.email ?? `user-${unique()}@example.com`;
  const user = await db
    .insertInto('users')
    .values({
      first_name: 'Test',
      last_name: role.replace(/[^A-Za-z]/g, ''),
      email,
      password_hash: await cachedHash,
      role_id: roleRow.id,
      company_id: companyId,
      is_owner: options.owner ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email, password: TEST_PASSWORD, companyId };
}

export function unique(): string {
  return randomBytes(5).toString('hex');
}

/** `unique()` in letters only: a name that a search for an amount never finds. */
export function uniqueLetters(): string {
  return unique().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
}

export async function loginAs(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
