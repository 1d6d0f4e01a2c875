/**
 * What a bench run measures and at which sizes. Every size can be set by environment so the
 * lead's full run and a developer's quick run use the same code:
 *   BENCH_COMPANIES, BENCH_SUBMISSIONS            the main data set (default 10,000 / 1,000,000)
 *   BENCH_SMALL_COMPANIES, BENCH_SMALL_SUBMISSIONS the small side of the scaling check (1,000 / 10,000)
 *   BENCH_LARGE_COMPANIES, BENCH_LARGE_SUBMISSIONS the large side (100,000 / 1,000,000)
 *   BENCH_PGLITE_SUBMISSIONS                       caps PGlite's sizes (it seeds and runs in-process)
 *   BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PDFS   load length, concurrency, PDF renders
 *   BENCH_ENGINES                                  'postgres,pglite' (either or both)
 *   BENCH_PG_URL                                   server to create throw-away databases on
 * `--quick` shrinks everything to a few seconds per route for development.
 */
export type Engine = 'postgres' | 'pglite';

export interface Size {
  companies: number;
  submissions: number;
}

export interface BenchOptions {
  quick: boolean;
  engines: Engine[];
  main: Size;
  small: Size;
  large: Size;
  /** PGlite's largest submission count (its sizes are capped to it, and the table says so). */
  pgliteSubmissions: number;
  staff: number;
  seconds: number;
  connections: number;
  pdfs: number;
  pgUrl: string;
  /** Skip the scaling pair (two more seeds per engine). */
  scaling: boolean;
}

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return Math.round(value);
};

export function readOptions(argv: string[]): BenchOptions {
  const quick = argv.includes('--quick');
  const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite')
    .split(',')
    .map((e) => e.trim())
    .filter((e): e is Engine => e === 'postgres' || e === 'pglite');
  if (engines.length === 0) throw new Error("BENCH_ENGINES: 'postgres', 'pglite' or both");
  return {
    quick,
    engines,
    main: {
      companies: num('BENCH_COMPANIES', quick ? 500 : 10_000),
      submissions: num('BENCH_SUBMISSIONS', quick ? 20_000 : 1_000_000),
    },
    small: {
      companies: num('BENCH_SMALL_COMPANIES', quick ? 100 : 1_000),
      submissions: num('BENCH_SMALL_SUBMISSIONS', quick ? 1_000 : 10_000),
    },
    large: {
      companies: num('BENCH_LARGE_COMPANIES', quick ? 5_000 : 100_000),
      submissions: num('BENCH_LARGE_SUBMISSIONS', quick ? 50_000 : 1_000_000),
    },
    // PGlite seeds ~1,000 submissions/s here (measured): 1,000,000 would take most of the run.
    pgliteSubmissions: num('BENCH_PGLITE_SUBMISSIONS', quick ? 50_000 : 200_000),
    staff: 100,
    seconds: num('BENCH_SECONDS', quick ? 3 : 10),
    connections: num('BENCH_CONNECTIONS', 10),
    pdfs: num('BENCH_PDFS', quick ? 10 : 50),
    pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    scaling: !argv.includes('--no-scaling'),
  };
}

/** PGlite's sizes, capped: the cap is printed beside its figures. */
export function capped(size: Size, options: BenchOptions, engine: Engine): Size {
  if (engine !== 'pglite' || size.submissions <= options.pgliteSubmissions) return size;
  return { ...size, submissions: options.pgliteSubmissions };
}
