import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.js';
import { refillPolicy } from '../factories/patient-links.js';
import { reportFigures } from './report.js';
import {
  createServerTarget,
  freePort,
  startServer,
  type ServerProcess,
  type ServerTarget,
} from '../support/server-process.js';
import { patientAddress, seedClinic, seedLinks } from '../factories/server-seed.js';

/**
 * Crash safety (decision 14: a submission is committed before the patient hears it worked).
 * The real server takes submissions from concurrent patients and is killed with SIGKILL once
 * about half are acknowledged: no shutdown hook runs, nothing is flushed on the way out. After
 * a restart on the same data every acknowledged submission must be there. Requests in flight at
 * the kill may or may not have committed: the patient never heard either way, so they count as
 * unknown, not lost.
 */
const SUBMISSIONS = 500;
const CLIENTS = 20;
const AFTER_RESTART = 20;

const servers: ServerProcess[] = [];
let target: ServerTarget | undefined;
afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await target?.drop();
});

type Outcome = { kind: 'ack' } | { kind: 'unknown' } | { kind: 'refused'; status: number };

async function submitAll(
  server: ServerProcess,
  jobs: { token: string; n: number }[],
  formId: number,
  options: { killAfterAcks?: number } = {},
): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  let next = 0;
  let acks = 0;
  let killed = false;
  const client = async () => {
    while (!killed && next < jobs.length) {
      const { token, n } = jobs[next++]!;
      try {
        const response = await fetch(`${server.url}/api/public/links/${token}/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': patientAddress(n) },
          body: JSON.stringify({ formId, fields: refillPolicy() }),
        });
        await response.arrayBuffer();
        // A 201 that reached us was sent by the server, so it counts even if it raced the kill.
        if (response.status === 201) {
          outcomes.set(token, { kind: 'ack' });
          acks += 1;
          if (options.killAfterAcks !== undefined && acks >= options.killAfterAcks && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } else {
          outcomes.set(token, { kind: 'refused', status: response.status });
        }
      } catch {
        outcomes.set(token, { kind: 'unknown' });
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return outcomes;
}

it('keeps every acknowledged submission when the server is killed midway', async () => {
  target = await createServerTarget('crash');
  const t = target;
  const { formId, tokens } = await t.withDb(async (db) => {
    const clinic = await seedClinic(db);
    return { formId: clinic.formId, tokens: await seedLinks(db, clinic, SUBMISSIONS) };
  });
  const jobs = tokens.map((token, n) => ({ token, n }));

  const first = startServer(t, await freePort());
  servers.push(first);
  await first.ready();
  const before = await submitAll(first, jobs, formId, { killAfterAcks: SUBMISSIONS / 2 });
  expect(await first.exited).toBeNull(); // killed by the signal, not exited

  const lockFile = path.join(t.dataDir, 'server.lock');
  if (t.engine === 'pglite') {
    // The killed process left its lock behind; the next start must take it over.
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.pid));
  }

  const second = startServer(t, await freePort());
  servers.push(second);
  await second.ready();
  if (t.engine === 'pglite') expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(second.pid));

  // The restarted server takes new submissions: it recovered into a working state, not just a
  // readable one. A few are enough; the links never tried before the kill stay unsent.
  const after = await submitAll(
    second,
    jobs.filter((j) => !before.has(j.token)).slice(0, AFTER_RESTART),
    formId,
  );
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  if (t.engine === 'pglite') expect(existsSync(lockFile)).toBe(false);

  const outcomes = new Map([...before, ...after]);
  const acknowledged = [...outcomes].filter(([, o]) => o.kind === 'ack').map(([token]) => token);
  const unknown = [...before].filter(([, o]) => o.kind === 'unknown').map(([token]) => token);
  const refused = [...outcomes].filter(([, o]) => o.kind === 'refused');

  const stored = await t.withDb(async (db) => {
    const rows = await db
      .selectFrom('form_links as l')
      .innerJoin('encounters as e', 'e.link_id', 'l.id')
      .innerJoin('submissions as s', 's.encounter_id', 'e.id')
      .select('l.token_hash')
      .where('l.submitted_at', 'is not', null)
      .execute();
    return new Set(rows.map((r) => r.token_hash));
  });
  const found = acknowledged.filter((token) => stored.has(hashToken(token))).length;
  const figures = {
    links: SUBMISSIONS,
    sent: outcomes.size,
    acknowledged: acknowledged.length,
    found,
    lost: acknowledged.length - found,
    inFlightAtKill: unknown.length,
    inFlightCommitted: unknown.filter((token) => stored.has(hashToken(token))).length,
  };
  console.warn(`crash safety (${t.engine}): ${JSON.stringify(figures)}`);
  reportFigures('crash', figures);

  expect(refused, 'no submission may be refused').toEqual([]);
  expect(figures.acknowledged).toBeGreaterThanOrEqual(SUBMISSIONS / 2 + AFTER_RESTART);
  expect(figures.lost).toBe(0);
  // Nothing stored that nobody sent: every stored link is one of ours, acknowledged or in flight.
  expect(stored.size).toBe(figures.acknowledged + figures.inFlightCommitted);
}, 180_000);
