import { expect, it } from 'vitest';
import { activateTrialOf, signupPayload, solvedSignupProof } from '#test/factories/signup.js';
import { cliHarness } from '#test/support/cli.js';
import { testEngine } from '#test/support/database.js';
import { createPlan } from '#test/factories/plans.js';

// `npm run billing:run -- --now ...` as an operator runs it (issue 20: trial reminders and ends
// at a chosen time).
const { run: runCli, withApp } = cliHarness('billing-run');

it.skipIf(testEngine !== 'pglite')(
  'runs the trial pass as if the clock read --now, and refuses a --now that is no instant',
  async () => {
    const { companyId, endsAt } = await withApp(async ({ db, app }) => {
      const payload = signupPayload(await createPlan(db), { trial: true });
      const altcha = await solvedSignupProof(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/register-client',
        payload: { ...payload, altcha },
      });
      expect(res.statusCode).toBe(201);
      expect((await activateTrialOf({ app, db }, payload.loginEmail)).statusCode).toBe(200);
      const row = await db
        .selectFrom('subscriptions as s')
        .innerJoin('companies as c', 'c.id', 's.company_id')
        .select(['c.id', 's.trial_ends_at'])
        .where('c.email', '=', payload.loginEmail)
        .executeTakeFirstOrThrow();
      return { companyId: row.id, endsAt: row.trial_ends_at! };
    });
    const before = (days: number) => new Date(endsAt.getTime() - days * 86_400_000).toISOString();

    const reminded = await runCli('--now', before(4 - 0.001));
    expect(reminded.output).toContain('Trials: 1 reminder(s) sent');
    expect(reminded.code).toBe(0);
    const again = await runCli(`--now=${before(4 - 0.002)}`);
    expect(again.output).toContain('Trials: 0 reminder(s) sent');

    const ended = await runCli('--now', before(-0.001));
    expect(ended.output).toContain('1 suspended without a card');
    const status = await withApp(({ db }) =>
      db
        .selectFrom('subscriptions')
        .select('status')
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow(),
    );
    expect(status.status).toBe('suspended');

    for (const bad of ['tomorrow', '2026-12-01T15:00']) {
      const refused = await runCli('--now', bad);
      expect(refused.output).toContain(`Not an instant: '${bad}'`);
      expect(refused.code).toBe(2);
    }
  },
  180_000,
);
