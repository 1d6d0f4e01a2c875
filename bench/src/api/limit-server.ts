// The limit: a bare node:http server that answers each measured route by replaying the SQL the
// route sends (recorded by recorder.ts) through the same driver (a pg Pool of 10, or the PGlite
// instance behind a lock, as the app's PGlite dialect does), with no framework, no auth and no
// validation. Sign-in also verifies the argon2id hash, the cost that route is built around.
// Run as its own process: node --import tsx limit-server.ts <spec.json>
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import type { RecordedRoute, Recording, Statement } from './recorder.js';
import { BENCH_PASSWORD } from './seed.js';

export interface LimitSpec {
  port: number;
  url?: string;
  dataDir: string;
  recording: Recording;
  /** Fresh links for the submit route, one per request. */
  submitLinks: { linkIds: string[]; hashes: string[] };
}

type Rows = unknown[];
type Runner = (
  statements: Statement[],
  mode: 'transaction' | 'parallel' | 'sequence',
) => Promise<Rows>;

function pgRunner(url: string): Runner {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return async (statements, mode) => {
    if (mode === 'parallel') {
      const results = await Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
      return results.at(-1)?.rows ?? [];
    }
    if (mode === 'sequence') {
      let rows: Rows = [];
      for (const s of statements) rows = (await pool.query(s.sql, s.params)).rows;
      return rows;
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      let rows: Rows = [];
      for (const s of statements) rows = (await client.query(s.sql, s.params)).rows;
      await client.query('commit');
      return rows;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}

async function pgliteRunner(dataDir: string): Promise<Runner> {
  // The app's contrib extensions (pg_trgm: its indexes are read by the search).
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  // One connection: requests take turns, as in the app.
  let queue: Promise<unknown> = Promise.resolve();
  return (statements, mode) => {
    const run = async () => {
      if (mode !== 'transaction') {
        let rows: Rows = [];
        for (const s of statements) rows = (await pglite.query(s.sql, s.params)).rows;
        return rows;
      }
      return pglite.transaction(async (tx) => {
        let rows: Rows = [];
        for (const s of statements) rows = (await tx.query(s.sql, s.params)).rows;
        return rows;
      });
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
}

const HEX64 = /^[0-9a-f]{64}$/;

/** Statements with each value swapped by `swap` (fresh ids, hashes). */
const substitute = (route: RecordedRoute, swap: (value: unknown, sql: string) => unknown) =>
  route.statements.map((s) => ({ sql: s.sql, params: s.params.map((v) => swap(v, s.sql)) }));

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

async function main() {
  const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LimitSpec;
  const run = spec.url ? pgRunner(spec.url) : await pgliteRunner(spec.dataDir);
  const rec = spec.recording;
  let nextLink = 0;

  const handlers: Record<string, (body: unknown) => Promise<Rows>> = {
    '/signin': async () => {
      if (!(await verify(rec.signin.passwordHash, BENCH_PASSWORD))) throw new Error('hash');
      // A new session's token hash must be new each time.
      const fresh = substitute(rec.signin, (v, sql) =>
        typeof v === 'string' && HEX64.test(v) && /^\s*insert/i.test(sql)
          ? randomBytes(32).toString('hex')
          : v,
      );
      return run(fresh, 'sequence');
    },
    // Answers once the queries queued before it are done (see scenarios.ts: drain).
    '/drain': () => run([{ sql: 'select 1', params: [] }], 'sequence'),
    '/search': () => run(rec.search.statements, 'parallel'),
    '/dashboard': () => run(rec.dashboard.statements, 'parallel'),
    '/submitted': () => run(rec.submitted.statements, 'parallel'),
    '/open': () => run(rec.open.statements, 'transaction'),
    '/submit': async () => {
      const i = nextLink++;
      if (i >= spec.submitLinks.linkIds.length) throw new Error('no fresh links left');
      const id = spec.submitLinks.linkIds[i]!;
      const hash = spec.submitLinks.hashes[i]!;
      const { linkId, tokenHash } = rec.submit;
      const fresh = substitute(rec.submit, (v) => {
        if (v === linkId) return id;
        if (v === Number(linkId)) return Number(id);
        if (v === tokenHash) return hash;
        return v;
      });
      return run(fresh, 'transaction');
    },
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const handler = request.url === '/healthz' ? async () => [] : handlers[request.url ?? ''];
    if (!handler) {
      response.writeHead(404).end();
      return;
    }
    readBody(request)
      .then(handler)
      .then((rows) => {
        response.writeHead(request.method === 'POST' ? 201 : 200, {
          'content-type': 'application/json',
        });
        response.end(JSON.stringify({ data: rows }));
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: String(error) }));
      });
  });
  server.listen(spec.port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

await main();
