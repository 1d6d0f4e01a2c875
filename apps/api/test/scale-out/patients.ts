import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { hashToken } from '../../src/lib/tokens.js';
import { refillPolicy } from '../factories/patient-links.js';
import { PDF_LEASE_SECONDS } from '../../src/modules/submissions/pdf-worker/worker.js';
import { patientAddress } from '../factories/server-seed.js';
import { call, downloadPdf, inParallel, type Answer, type CallOptions } from './client.js';
import type { Instance } from './instance.js';

/** How many requests are in flight at once: a few browsers, on a 2-core machine. */
const WIDTH = 6;

/** A clinic sends `count` single-form links by e-mail, alternating between the instances. */
export async function sendLinks(options: {
  instances: Instance[];
  token: string;
  formId: number;
  recipients: string[];
}): Promise<Record<string, number>> {
  const via: Record<string, number> = {};
  await inParallel(options.recipients, WIDTH, async (email, n) => {
    const instance = options.instances[n % options.instances.length]!;
    const answer = await call(instance, 'POST', '/api/forms/send', {
      token: options.token,
      body: { formId: options.formId, emails: [email], phone_numbers: [] },
    });
    if (answer.status !== 201) throw new Error(`send via ${instance.name}: ${answer.status}`);
    via[instance.name] = (via[instance.name] ?? 0) + 1;
  });
  return via;
}

export interface PatientsReport {
  /** Tokens whose submission was answered 201, with the instance that answered. */
  acknowledged: Map<string, string>;
  /** Requests that got no answer (their instance died) and were sent again to another. */
  unanswered: { token: string; step: 'open' | 'submit'; retryStatus: number }[];
}

/**
 * Each patient opens their link on one instance and submits on the other (alternating), from an
 * address of their own. A request that gets no answer because its instance died is sent again
 * to a live one, as a browser's retry would; `midway` runs once half of them are acknowledged.
 */
export async function runPatients(options: {
  tokens: string[];
  formId: number;
  instances: () => Instance[];
  addressFrom: number;
  midway: () => Promise<void>;
}): Promise<PatientsReport> {
  const report: PatientsReport = { acknowledged: new Map(), unanswered: [] };
  let midway: Promise<void> | undefined;
  const choose = (n: number, not?: Instance) => {
    const live = options.instances().filter((i) => i.alive() && i !== not);
    if (live.length === 0) throw new Error('no instance left');
    return live[n % live.length]!;
  };
  async function attempt(
    n: number,
    method: string,
    path: string,
    callOptions: CallOptions,
  ): Promise<{ answer: Answer; by: Instance; retried: boolean }> {
    const first = choose(n);
    try {
      return { answer: await call(first, method, path, callOptions), by: first, retried: false };
    } catch {
      const other = choose(n, first);
      return { answer: await call(other, method, path, callOptions), by: other, retried: true };
    }
  }

  await inParallel(options.tokens, WIDTH, async (token, n) => {
    const ip = patientAddress(options.addressFrom + n);
    const link = `/api/public/links/${token}`;
    const opened = await attempt(n, 'GET', link, { ip });
    if (opened.retried)
      report.unanswered.push({ token, step: 'open', retryStatus: opened.answer.status });
    if (opened.answer.status !== 200) return;
    const body = { formId: options.formId, fields: refillPolicy() };
    const sent = await attempt(n + 1, 'POST', `${link}/submit`, { ip, body });
    if (sent.retried)
      report.unanswered.push({ token, step: 'submit', retryStatus: sent.answer.status });
    if (sent.answer.status === 201) report.acknowledged.set(token, sent.by.name);
    if (report.acknowledged.size >= options.tokens.length / 2) midway ??= options.midway();
  });
  await midway;
  return report;
}

/**
 * Kills `victim` while it holds a PDF job: it is frozen, and once the other instances have had
 * time to move past their own jobs, a claim still held from before the freeze is the victim's.
 * Tried a few times (thawed in between) until it holds one. Answers the jobs it held.
 */
export async function killWhileRendering(
  victim: Instance,
  db: Db,
): Promise<{ id: string; pdf_attempts: number }[]> {
  for (let tries = 0; tries < 20; tries++) {
    victim.freeze();
    const { rows } = await sql<{ at: Date }>`select now() as at`.execute(db);
    await new Promise((r) => setTimeout(r, 2_000));
    const claimedBefore = new Date(rows[0]!.at.getTime() + PDF_LEASE_SECONDS * 1000);
    const held = await db
      .selectFrom('submissions')
      .select(['id', 'pdf_attempts'])
      .where('pdf_status', '=', 'pending')
      .where('pdf_lease_until', '>', sql<Date>`now()`)
      .where('pdf_lease_until', '<=', claimedBefore)
      .execute();
    if (held.length > 0) {
      await victim.kill();
      return held.map((h) => ({ id: String(h.id), pdf_attempts: h.pdf_attempts }));
    }
    victim.thaw();
    await new Promise((r) => setTimeout(r, 300));
  }
  await victim.kill();
  return [];
}

/** The stored submission of each link token, with its PDF's state and checksum. */
export async function submissionsOf(db: Db, tokens: string[]) {
  const rows = await db
    .selectFrom('form_links as l')
    .innerJoin('submissions as s', 's.link_id', 'l.id')
    .select(['l.token_hash', 's.id', 's.pdf_status', 's.pdf_sha256', 's.pdf_attempts'])
    .where(
      'l.token_hash',
      'in',
      tokens.map((t) => hashToken(t)),
    )
    .execute();
  return new Map(rows.map((r) => [r.token_hash, r]));
}

/** Downloads each PDF from `from` and checks it is the PDF the database describes. */
export async function downloadAll(
  from: Instance,
  token: string,
  files: { id: string; pdf_sha256: string | null }[],
): Promise<{ ok: number; bad: string[] }> {
  let ok = 0;
  const bad: string[] = [];
  await inParallel(files, WIDTH, async (file) => {
    const { status, bytes } = await downloadPdf(from, token, file.id);
    const sha = createHash('sha256').update(bytes).digest('hex');
    const good =
      status === 200 &&
      bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
      sha === file.pdf_sha256;
    if (good) ok++;
    else bad.push(`${file.id}: ${status}`);
  });
  return { ok, bad };
}
