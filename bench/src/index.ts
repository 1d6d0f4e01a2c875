// `npm run bench` (issue 8): seeds throw-away databases, measures the API routes against the
// built server and against the bare limit, checks scaling, renders PDFs, and prints the tables
// (also written to bench/results/latest.md). Figures only: it asserts nothing.
//   npm run bench -- --quick         small sizes, 3 s per route (development)
//   npm run bench -- --no-scaling    skip the small/large pair
// Sizes and engines by environment: see api/options.ts. Needs `npm run build` first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { machine } from './api/machine.js';
import { capped, readOptions, type Engine, type Size } from './api/options.js';
import { benchPdf } from './api/pdf.js';
import { benchPacket } from './api/pdf-packet.js';
import { benchPdfSizes } from './api/pdf-size.js';
import { benchPdfScripts } from './api/pdf-scripts.js';
import { prepare } from './api/prepare.js';
import { renderReport, writeReport, type EngineReport, type ScalingSide } from './api/report.js';
import { runRoutes, runScalingRoutes } from './api/scenarios.js';
import { root, serverEntry } from './api/server.js';
import { benchReminderPass, reminderLine } from './reminders/pass.js';
import { benchValidate, validateLine } from './forms/validate.js';
import { benchPhoto, photoLine } from './forms/photo.js';

const options = readOptions(process.argv.slice(2));
const keep = process.env.BENCH_KEEP === '1';
const submitLinks = Number(process.env.BENCH_SUBMIT_LINKS ?? Math.max(2000, options.seconds * 800));

if (!existsSync(serverEntry())) {
  console.error(`${serverEntry()} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const say = (text: string) => console.log(`[bench] ${text}`);
const sizeText = (s: Size) =>
  `${s.companies.toLocaleString('en-US')} companies / ${s.submissions.toLocaleString('en-US')} submissions`;

async function scalingSide(engine: Engine, label: string, size: Size): Promise<ScalingSide> {
  say(`${engine}: seeding ${label} (${sizeText(size)})`);
  const p = await prepare({
    engine,
    label,
    size,
    staff: options.staff,
    pgUrl: options.pgUrl,
    submitLinks: 1,
    record: false,
  });
  say(`${engine}: seeded in ${p.seedSeconds.toFixed(1)} s; measuring list, search, dashboard`);
  try {
    return {
      size,
      seedSeconds: p.seedSeconds,
      ...(await runScalingRoutes(p, options.seconds, options.connections)),
    };
  } finally {
    if (!keep) await p.target.drop();
  }
}

async function benchEngine(engine: Engine): Promise<EngineReport> {
  const size = capped(options.main, options, engine);
  say(`${engine}: seeding ${sizeText(size)}, ${options.staff} staff`);
  const p = await prepare({
    engine,
    label: 'main',
    size,
    staff: options.staff,
    pgUrl: options.pgUrl,
    submitLinks,
    record: true,
  });
  say(`${engine}: seeded in ${p.seedSeconds.toFixed(1)} s (${p.target.name}); measuring routes`);
  let run;
  try {
    run = await runRoutes(p, options.seconds, options.connections);
  } finally {
    if (!keep) await p.target.drop();
  }
  const report: EngineReport = { engine, size, seedSeconds: p.seedSeconds, run };
  if (size.submissions < options.main.submissions) {
    report.note = `PGlite capped at ${size.submissions.toLocaleString('en-US')} submissions (BENCH_PGLITE_SUBMISSIONS): seeding the full size in-process is impractical.`;
  }
  if (options.scaling) {
    report.scaling = {
      small: await scalingSide(engine, 'small', capped(options.small, options, engine)),
      large: await scalingSide(engine, 'large', capped(options.large, options, engine)),
    };
  }
  return report;
}

const engines: EngineReport[] = [];
for (const engine of options.engines) engines.push(await benchEngine(engine));
// Issue 16: one reminder pass over 100,000 due links, on PostgreSQL (fails the run past 60 s).
const reminders = options.engines.includes('postgres')
  ? await benchReminderPass(
      options.pgUrl,
      Number(process.env.BENCH_REMINDER_LINKS ?? (options.quick ? 10_000 : 100_000)),
      say,
    )
  : undefined;
// Issue 17: a 200-block form with 50 rules, checked as a submission is.
const validation = benchValidate(options.quick ? 50 : 500);
// Issue 17: a 10 MB camera photo re-encoded as an upload is.
const photo = await benchPhoto(options.quick ? 3 : 10);
say(`rendering ${options.pdfs} PDFs`);
const pdf = await benchPdf(options.pdfs);
// Issue 18: sizes of one-page PDFs, Latin-only and with a Chinese name.
const pdfSizes = await benchPdfSizes();
say('rendering a one-page PDF in every script');
const pdfScripts = await benchPdfScripts(options.quick ? 3 : 10);
// Issue 18: a ten-form visit merged into one PDF, as View Forms' "Download as one PDF" makes it.
const packet = await benchPacket(options.quick ? 5 : 20);
const report = {
  machine: machine(),
  at: new Date(),
  quick: options.quick,
  seconds: options.seconds,
  connections: options.connections,
  engines,
  pdf,
  pdfSizes,
  pdfScripts,
  packet,
};
const text = renderReport(report);
console.log(`\n${text}`);
if (reminders) console.log(reminderLine(reminders));
console.log(validateLine(validation));
console.log(photoLine(photo));
if (reminders && !reminders.ok) process.exitCode = 1;
say(`written to ${path.relative(root, writeReport(root, text, report))}`);
