import { companyMessages, companyUserMessages, ROLE, staffUserMessages } from '@paperless/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { clientPayload } from '#test/factories/companies.js';
import { createClinic } from '#test/factories/clinics.js';
import { openTestDatabase } from '#test/support/database.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { createTransport } from './outbox/transports.js';
import { createPlan } from '#test/factories/plans.js';

/**
 * A duplicate e-mail answers the form's 409, also when two requests race past the services'
 * own check (on PostgreSQL both can; PGlite runs them one after the other), and the database's
 * text, which quotes the address, reaches neither the caller nor the log.
 */
const lines: string[] = [];
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'paperless-unique-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    APP_URL: 'http://app.test',
  });
  const database = await openTestDatabase();
  db = database.db;
  const logStream = { write: (line: string) => void lines.push(line) };
  app = await buildApp({ config, db, transport: createTransport(config), logStream });
  await app.ready();
  close = async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

async function race(send: () => Promise<LightMyRequestResponse>) {
  const answers = await Promise.all([send(), send()]);
  return answers.sort((a, b) => a.statusCode - b.statusCode);
}

function expectOneConflict(answers: LightMyRequestResponse[], message: string) {
  expect(answers.map((a) => a.statusCode)).toEqual([201, 409]);
  expect(answers[1]!.json()).toEqual({ message, errors: { email: [message] } });
}

async function signedIn(role: Parameters<typeof createUser>[1]) {
  const user = await createUser(db, role);
  return bearer((await loginAs(app, user)).token);
}

const roleIdOf = async (name: string) =>
  (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('two requests creating the same e-mail at once', () => {
  it('in User Management: one is created, the other answers 409', async () => {
    const headers = await signedIn(ROLE.superAdmin);
    const email = `race-${unique()}@example.com`;
    const payload = {
      first_name: 'Rae',
      last_name: 'Racer',
      email,
      phone_number: '(512) 555-0142',
      role_id: await roleIdOf(ROLE.salesPerson),
    };
    const answers = await race(() =>
      app.inject({ method: 'POST', url: '/api/add-user', payload, headers }),
    );
    expectOneConflict(answers, staffUserMessages.emailTaken);
  });

  it('in the client form: one client is created, the other answers 409', async () => {
    const headers = await signedIn(ROLE.superAdmin);
    const payload = clientPayload(await createPlan(db), { email: `race-${unique()}@clinic.test` });
    const answers = await race(() =>
      app.inject({ method: 'POST', url: '/api/company/store', payload, headers }),
    );
    expectOneConflict(answers, companyMessages.loginEmailTaken);
  });

  it("in the company's users: one is created, the other answers 409", async () => {
    const clinic = await createClinic(app, db);
    const payload = {
      first_name: 'Rae',
      last_name: 'Racer',
      email: `race-${unique()}@clinic.test`,
      phone_number: '(512) 555-0142',
      role_id: await roleIdOf(ROLE.subClientAdmin),
    };
    const answers = await race(() =>
      app.inject({ method: 'POST', url: '/api/company-users', payload, headers: clinic.headers }),
    );
    expectOneConflict(answers, companyUserMessages.emailTaken);
  });

  it('leaves no database error text and no address in the log', () => {
    const log = lines.join('\n');
    expect(log).not.toMatch(/duplicate key|already exists|violates/i);
    expect(log).not.toMatch(/race-[0-9a-f]+@/);
  });
});
