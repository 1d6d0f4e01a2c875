// The tables: printed, and written to bench/results/latest.md for the README.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { machine } from './machine.js';
import type { Engine, Size } from './options.js';
import type { PdfResult } from './pdf.js';
import type { EngineRun } from './scenarios.js';
import type { LoadResult } from './load.js';

export interface ScalingSide {
  size: Size;
  seedSeconds: number;
  list: LoadResult;
  search: LoadResult;
  dashboard: LoadResult;
}

export interface EngineReport {
  engine: Engine;
  size: Size;
  seedSeconds: number;
  run: EngineRun;
  scaling?: { small: ScalingSide; large: ScalingSide };
  note?: string;
}

export interface Report {
  machine: ReturnType<typeof machine>;
  at: Date;
  quick: boolean;
  seconds: number;
  connections: number;
  engines: EngineReport[];
  pdf: PdfResult;
}

const n = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => (v >= 100 ? n(v) : v.toFixed(1));
const ENGINE_NAME: Record<Engine, string> = {
  postgres: 'PostgreSQL 15',
  pglite: 'Embedded PGlite',
};
// Goals of issue 8: the list and link routes at least 0.6 of their limit.
const RATIO_GOAL: Record<string, number> = { Clients: 0.6, Open: 0.6, Submitted: 0.6 };
const sizeText = (s: Size) => `${n(s.companies)} companies, ${n(s.submissions)} submissions`;

function goalOf(route: string, ratio: number): string {
  const goal = Object.entries(RATIO_GOAL).find(([prefix]) => route.startsWith(prefix))?.[1];
  if (goal === undefined) return '';
  return ratio >= goal ? `≥ ${goal}: met` : `≥ ${goal}: **not met**`;
}

function engineTables(e: EngineReport): string[] {
  const lines = [
    `### ${ENGINE_NAME[e.engine]}: ${sizeText(e.size)}, 100 staff (seeded in ${e.seedSeconds.toFixed(0)} s)`,
    '',
  ];
  if (e.note) lines.push(`> ${e.note}`, '');
  lines.push(
    '| Route | req/s | p50 ms | p99 ms | errors | limit req/s | ratio to limit | goal |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
  );
  for (const r of e.run.rows) {
    const ratio = r.limit && r.limit.rps > 0 ? r.app.rps / r.limit.rps : undefined;
    lines.push(
      `| ${r.route} | ${n(r.app.rps)} | ${ms(r.app.p50)} | ${ms(r.app.p99)} | ${n(r.app.errors)} | ${
        r.limit ? n(r.limit.rps) + (r.limit.errors ? ` (${n(r.limit.errors)} errors)` : '') : '–'
      } | ${ratio === undefined ? '–' : ratio.toFixed(2)} | ${ratio === undefined ? '' : goalOf(r.route, ratio)} |`,
    );
  }
  const memGoal =
    e.engine === 'postgres'
      ? e.run.memory.peakMb < 300
        ? ' (goal < 300 MB: met)'
        : ' (goal < 300 MB: **not met**)'
      : '';
  lines.push(
    '',
    `Server memory (RSS) under this load: peak ${n(e.run.memory.peakMb)} MB, at the end ${n(e.run.memory.endMb)} MB${memGoal}.`,
    '',
  );
  if (e.scaling) {
    const { small, large } = e.scaling;
    lines.push(
      `Scaling, ${sizeText(small.size)} → ${sizeText(large.size)} (seeded in ${small.seedSeconds.toFixed(0)} s and ${large.seedSeconds.toFixed(0)} s); mean latency at ${'the same load'}:`,
      '',
      '| Route | small: mean ms (req/s) | large: mean ms (req/s) | large ÷ small | goal ≤ 1.5 |',
      '|---|--:|--:|--:|---|',
    );
    for (const key of ['list', 'search', 'dashboard'] as const) {
      const ratio = large[key].meanMs / small[key].meanMs;
      const label = {
        list: 'Clients list, page of 25',
        search: 'Clients list with a search',
        dashboard: 'Provider dashboard',
      }[key];
      lines.push(
        `| ${label} | ${ms(small[key].meanMs)} (${n(small[key].rps)}) | ${ms(large[key].meanMs)} (${n(large[key].rps)}) | ${ratio.toFixed(2)} | ${ratio <= 1.5 ? 'met' : '**not met**'} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

export function renderReport(r: Report): string {
  const m = r.machine;
  const lines = [
    `## API benchmarks${r.quick ? ' (quick run: small sizes, not for the README)' : ''}`,
    '',
    `Taken ${r.at.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM, Node.js ${m.node}, ${m.os}.`,
    `autocannon on loopback, ${r.connections} connections, ${r.seconds} s per route; the server is apps/api/dist/main.js (LOG_LEVEL=warn).`,
    "The limit is a bare node:http server replaying the SQL each route sends (same driver, no framework, auth or validation); sign-in's limit also verifies the argon2id hash.",
    '',
  ];
  for (const e of r.engines) lines.push(...engineTables(e));
  const p = r.pdf;
  lines.push(
    `### PDFs`,
    '',
    `Medical History, every field filled, two signatures (${p.pages} pages, ${n(p.kb)} KB), rendered ${p.count} times in one process: ` +
      `**${p.perSecond.toFixed(1)} PDFs/s**, p50 ${ms(p.p50Ms)} ms, p95 ${ms(p.p95Ms)} ms.`,
    '',
  );
  return lines.join('\n');
}

export function writeReport(root: string, text: string, r: Report): string {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, r.quick ? 'latest-quick.md' : 'latest.md');
  writeFileSync(file, `${text}\n`);
  writeFileSync(file.replace(/\.md$/, '.json'), `${JSON.stringify(r, null, 2)}\n`);
  return file;
}
