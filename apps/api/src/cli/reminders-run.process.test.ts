import { expect, it } from 'vitest';
import { templateFormId } from '#test/factories/patient-links.js';
import { nyAt, remindersOf, sendAt } from '#test/factories/reminders.js';
import { sendLink } from '#test/factories/sending.js';
import { createClinic } from '#test/factories/clinics.js';
import { cliHarness } from '#test/support/cli.js';
import { testEngine } from '#test/support/database.js';

// `npm run reminders:run -- --now ...` as an operator runs it.
const { run: runCli, withApp } = cliHarness('reminders-run');

it.skipIf(testEngine !== 'pglite')(
  'runs one pass as if the clock read --now, and refuses a --now that is no instant',
  async () => {
    const linkId = await withApp(async (t) => {
      const clinic = await createClinic(t.app, t.db);
      const formId = await templateFormId(t.db, clinic.id, 1);
      const { link } = await sendLink(t, clinic, 'cli-patient@example.com', { formId });
      await sendAt(t, link.id, nyAt(7, '10:00'));
      return link.id;
    });

    const due = await runCli(`--now=${nyAt(8, '10:00').toISOString()}`);
    expect(due.output).toContain('Reminders: 1 sent, 0 skipped.');
    expect(due.code).toBe(0);
    await withApp(async (t) => expect(await remindersOf(t, linkId)).toHaveLength(1));

    // A bare local time would be read in the server's zone: refused like any non-instant.
    for (const bad of ['tomorrow', '2026-12-01T15:00']) {
      const refused = await runCli('--now', bad);
      expect(refused.output).toContain(`Not an instant: '${bad}'`);
      expect(refused.code).toBe(2);
    }
  },
  180_000,
);
