// EXPLAIN ANALYZE of every statement a route sends, from a kept run (BENCH_KEEP=1):
//   node --import tsx src/api/explain.ts <dataDir>/limit-spec.json [route]
// Reads only: writes are shown as plans without running them.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { LimitSpec } from './limit-server.js';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LimitSpec;
const only = process.argv[3];
if (!spec.url) throw new Error('explain works on PostgreSQL runs');
const client = new pg.Client({ connectionString: spec.url });
await client.connect();
for (const [route, recorded] of Object.entries(spec.recording)) {
  if (only && route !== only) continue;
  for (const s of recorded.statements) {
    const write = /^\s*(insert|update|delete)/i.test(s.sql);
    const plan = await client.query(
      `explain (${write ? 'costs' : 'analyze, buffers'}) ${s.sql}`,
      s.params,
    );
    console.log(`\n=== ${route}: ${s.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    for (const row of plan.rows as Record<string, string>[]) console.log(row['QUERY PLAN']);
  }
}
await client.end();
