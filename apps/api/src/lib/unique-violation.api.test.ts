import { companyMessages, companyUserMessages, ROLE, staffUserMessages } from '@paperless/core';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientPayload } from '#test/factories/companies.js';
import { createClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { createPlan } from '#test/factories/plans.js';
import { appWorld } from '#test/support/app.js';

/**
 * A duplicate e-mail answers the form's 409, also when two requests race past the services'
 * own check (on PostgreSQL both can; PGlite runs them one after the other), and the database's
 * text, which quotes the address, reaches neither the caller nor the log.
 */
const lines: string[] = [];
const t = appWorld({
  env: { LOG_LEVEL: 'trace' },
  logStream: { write: (line) => void lines.push(line) },
});

async function race(send: () => Promise<LightMyRequestResponse>) {
  const answers = await Promise.all([send(), send()]);
  return answers.sort((a, b) => a.statusCode - b.statusCode);
}

function expectOneConflict(answers: LightMyRequestResponse[], message: string) {
  expect(answers.map((a) => a.statusCode)).toEqual([201, 409]);
  expect(answers[1]!.json()).toEqual({ message, errors: { email: [message] } });
}

async function signedIn(role: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.db, role);
  return bearer((await loginAs(t.app, user)).token);
}

const roleIdOf = async (name: string) =>
  (await t.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

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
      t.app.inject({ method: 'POST', url: '/api/add-user', payload, headers }),
    );
    expectOneConflict(answers, staffUserMessages.emailTaken);
  });

  it('in the client form: one client is created, the other answers 409', async () => {
    const headers = await signedIn(ROLE.superAdmin);
    const payload = clientPayload(await createPlan(t.db), {
      email: `race-${unique()}@clinic.test`,
    });
    const answers = await race(() =>
      t.app.inject({ method: 'POST', url: '/api/company/store', payload, headers }),
    );
    expectOneConflict(answers, companyMessages.loginEmailTaken);
  });

  it("in the company's users: one is created, the other answers 409", async () => {
    const clinic = await createClinic(t.app, t.db);
    const payload = {
      first_name: 'Rae',
      last_name: 'Racer',
      email: `race-${unique()}@clinic.test`,
      phone_number: '(512) 555-0142',
      role_id: await roleIdOf(ROLE.subClientAdmin),
    };
    const answers = await race(() =>
      t.app.inject({ method: 'POST', url: '/api/company-users', payload, headers: clinic.headers }),
    );
    expectOneConflict(answers, companyUserMessages.emailTaken);
  });

  it('leaves no database error text and no address in the log', () => {
    const log = lines.join('\n');
    expect(log).not.toMatch(/duplicate key|already exists|violates/i);
    expect(log).not.toMatch(/race-[0-9a-f]+@/);
  });
});
