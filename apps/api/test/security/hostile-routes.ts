/**
 * Helpers of the hostile-input suite (Security III, ../hostile-routes.api.test.ts): the worst
 * input a route's own schema allows, built from the JSON Schema the server publishes for it
 * (its OpenAPI document, made from the route's zod schema), the extremes of a body just under
 * the route's body limit, the file bombs for routes that take a file, and the gates.
 */

/**
 * The gates. One clinic's request that holds the event loop holds every clinic's: the whole
 * product shares one Node process. 250 ms is the longest a patient's page may wait on another
 * clinic's worst input; parsing an 8 MB body (the largest any public route takes) is allowed
 * to cost up to that, and the stalls Security III's review found were 4.4 to 29 s. It is held
 * to the event loop's own delay less the time the thread waited for a CPU (latency-probe.ts,
 * loopOwnWorstMs): the wall-clock delay that perf_hooks.monitorEventLoopDelay records is
 * stretched as much as a /healthz sample when other processes take every core (a 110 ms parse
 * measured 358 ms under a load of 5 on 2 cores), and a gate that fails on a busy machine
 * fails nobody's code.
 */
export const LOOP_DELAY_GATE_MS = 250;
/**
 * How far one route's worst inputs may raise the server's resident memory over its idle figure
 * (MB). Several such requests at once must not take the process, and every clinic with it, over
 * its container's memory: the review's PDF bomb took 3 GB. The largest body a public route takes
 * is 10 MB; 200 MB leaves room for the decoders' buffers and the garbage collector's slack.
 */
export const RSS_GROWTH_GATE_MB = 200;

/** A JSON Schema as @fastify/swagger publishes a zod schema (OpenAPI 3.0: `nullable`). */
export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
  description?: string;
}

/** How large the unbounded parts of a worst value are made. */
export interface Budget {
  /** Characters of a string without maxLength. */
  chars: number;
  /** Items of an array without maxItems, keys of an object of free keys (a record). */
  entries: number;
  /** When set, no string is longer (a typical value, not a worst one). */
  capLength?: number;
}

type Resolve = (ref: string) => JsonSchema | undefined;

/** A character that is two bytes in UTF-8: a body of them is twice the bytes of its length. */
const FILL = 'é';
const FILLS = [FILL, 'a', '9', 'A'];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const jsonBytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v) ?? '');

/**
 * The longest string a pattern takes, of one repeated character after the pattern's literal
 * start (`^pi_…`), no longer than `len`; undefined when none of a few tries matches.
 */
function patternString(pattern: string, len: number, min: number): string | undefined {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  const prefix = /^\^((?:[A-Za-z0-9_:-]|\\.)*)/.exec(pattern)?.[1]?.replace(/\\(.)/g, '$1') ?? '';
  for (let n = len; n >= Math.max(1, min); n = n > 64 ? Math.floor(n / 2) : n - 1) {
    for (const c of FILLS) {
      for (const start of prefix ? [prefix, ''] : ['']) {
        const s = start + c.repeat(Math.max(0, n - start.length));
        if (re.test(s)) return s;
      }
    }
  }
  return undefined;
}

/** The longest plain address (local@domain.tld) of `len` characters. */
function emailOf(len: number): string {
  if (len >= 14) return `${'a'.repeat(len - 12)}@example.com`;
  return len >= 6 ? `${'a'.repeat(len - 5)}@b.co` : 'a'.repeat(len);
}

function stringOf(schema: JsonSchema, base: unknown, budget: Budget, key: string): string {
  const min = schema.minLength ?? 0;
  let len = schema.maxLength ?? Math.max(min, budget.chars);
  if (budget.capLength !== undefined) len = Math.max(min, Math.min(len, budget.capLength));
  // A value the valid body gives for a shaped string (a date, an id) stays: it passes.
  if (typeof base === 'string' && (schema.pattern || schema.format)) return base;
  if (schema.pattern) return patternString(schema.pattern, len, min) ?? FILL.repeat(len);
  // An address by its format or, as zod's refinements publish no format, by its key's name.
  if (schema.format === 'email' || /e-?mail/i.test(key)) return emailOf(len);
  if (schema.format === 'date') return '2024-01-31';
  if (schema.format === 'date-time') return '2024-01-31T12:00:00.000Z';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return FILL.repeat(len);
}

function numberOf(schema: JsonSchema, base: unknown, integer: boolean): number {
  // Ids and counts the valid body gives stay, so the call reaches its handler.
  if (typeof base === 'number') return base;
  if (typeof schema.exclusiveMaximum === 'number')
    return schema.exclusiveMaximum - (integer ? 1 : 0.5);
  if (schema.maximum !== undefined) {
    const step = integer ? 1 : 0.5;
    return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
  }
  return integer ? 2_147_483_647 : 1e15;
}

/**
 * The worst value a schema allows: every string at its maxLength (budget.chars when it has none),
 * every array at its maxItems (budget.entries when it has none or a larger one: the server's own
 * bound on a list), every optional key present, a record with budget.entries keys, each union's
 * largest branch, the largest number. The valid body `base`
 * keeps what must stay for the handler to run (ids, enum choices, shaped strings) and its extra
 * keys; everything else is pushed to its limit.
 */
export function worstValue(
  schema: JsonSchema | undefined,
  base: unknown,
  budget: Budget,
  resolve: Resolve = () => undefined,
  depth = 0,
  key = '',
): unknown {
  if (!schema || depth > 24) return base ?? null;
  const inner = (s: JsonSchema | undefined, b: unknown, k = key) =>
    worstValue(s, b, budget, resolve, depth + 1, k);
  if (schema.$ref) return inner(resolve(schema.$ref), base);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) {
    if (schema.enum.some((v) => v === base)) return base;
    return [...schema.enum].sort((x, y) => jsonBytes(y) - jsonBytes(x))[0];
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    const options = branches.filter((b) => b.type !== 'null').map((b) => inner(b, base));
    return options.sort((x, y) => jsonBytes(y) - jsonBytes(x))[0] ?? null;
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const parts = schema.allOf.map((b) => inner(b, base));
    return parts.every(isObject) ? Object.assign({}, ...parts) : parts[parts.length - 1];
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (t) => t !== undefined && t !== 'null',
  );
  const type =
    types[0] ??
    (schema.properties || schema.additionalProperties !== undefined
      ? 'object'
      : schema.items
        ? 'array'
        : undefined);
  switch (type) {
    case 'string':
      return stringOf(schema, base, budget, key);
    case 'integer':
      return numberOf(schema, base, true);
    case 'number':
      return numberOf(schema, base, false);
    case 'boolean':
      return typeof base === 'boolean' ? base : true;
    case 'array': {
      const list = Array.isArray(base) ? base : [];
      // At its cap, but no more than the server takes in one list (budget.entries).
      const n = Math.max(
        schema.minItems ?? 0,
        Math.min(schema.maxItems ?? Infinity, budget.entries),
      );
      return Array.from({ length: n }, (_, i) => {
        const items = Array.isArray(schema.items) ? schema.items[i] : schema.items;
        const item = list.length > 0 ? list[i % list.length] : undefined;
        return inner(items ?? {}, item);
      });
    }
    case 'object': {
      const given = isObject(base) ? base : {};
      const out: Record<string, unknown> = { ...given };
      const properties = schema.properties ?? {};
      for (const [name, property] of Object.entries(properties)) {
        out[name] = inner(property, given[name], name);
      }
      const free = schema.additionalProperties;
      if (free && Object.keys(properties).length === 0) {
        const values = free === true ? {} : free;
        const keys = Object.keys(given);
        for (let i = 0; keys.length < budget.entries; i++) keys.push(`k${i}`);
        for (const name of keys.slice(0, Math.max(budget.entries, Object.keys(given).length)))
          out[name] = inner(values, given[name], name);
      }
      return out;
    }
    default:
      // Any value at all: a string as long as the budget allows, unless the body gives one.
      if (base !== undefined && typeof base !== 'string') return base;
      return FILL.repeat(budget.capLength ?? budget.chars);
  }
}

/** A small value of the schema: what a typical caller sends (the warm-up request). */
export const typicalValue = (schema: JsonSchema | undefined, base: unknown, resolve?: Resolve) =>
  base !== undefined
    ? base
    : worstValue(schema, base, { chars: 8, entries: 1, capLength: 8 }, resolve);

/**
 * The worst value that still fits in `maxBytes` (of JSON, or as `bytesOf` counts): lists and
 * records at the largest entry count that fits (up to `entries`), then the unbounded strings as
 * long as the rest allows. Undefined when not even the smallest fits.
 */
export function fitWorst(
  build: (budget: Budget) => unknown,
  maxBytes: number,
  entries: number,
  bytesOf: (value: unknown) => number = jsonBytes,
): unknown {
  const size = (b: Budget) => bytesOf(build(b));
  let n = entries;
  while (n > 1 && size({ chars: 0, entries: n }) > maxBytes) n = Math.floor(n / 2);
  const empty = size({ chars: 0, entries: n });
  if (empty > maxBytes) return undefined;
  // Size is linear in the string budget: solve for it, then step down past any rounding.
  const probe = 1024;
  const perChar = (size({ chars: probe, entries: n }) - empty) / probe;
  let chars = perChar > 0 ? Math.floor((maxBytes - empty) / perChar) : 0;
  for (let i = 0; i < 20 && chars > 0 && size({ chars, entries: n }) > maxBytes; i++)
    chars = Math.floor(chars * 0.98) - 1;
  return build({ chars: Math.max(0, chars), entries: n });
}

/** The first top-level property that is a record (free keys): where a handler walks the keys. */
export function recordKeyOf(schema: JsonSchema | undefined): string | undefined {
  return Object.entries(schema?.properties ?? {}).find(
    ([, p]) => p.additionalProperties && Object.keys(p.properties ?? {}).length === 0,
  )?.[0];
}

/** One hostile request body: its name, its Content-Type and its bytes. */
export interface HostileBody {
  name: string;
  contentType: string;
  payload: Buffer;
}

const HOLE = '__hostile_hole__';
const isForm = (type: string) => type === 'application/x-www-form-urlencoded';

/** A value as the body of its Content-Type: JSON, or the top-level keys form-encoded. */
export function encode(value: unknown, contentType: string): Buffer {
  if (!isForm(contentType)) return Buffer.from(JSON.stringify(value) ?? 'null');
  const entries = Object.entries(isObject(value) ? value : { value }).map(
    ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string],
  );
  return Buffer.from(new URLSearchParams(entries).toString());
}

/**
 * The body with `text` in place of the hole: raw JSON (a list, an object's keys) or, form-encoded,
 * raw pairs. The hole sits in the record the handler walks when the schema has one, else at the
 * top level beside the valid body's keys.
 */
function withHole(
  base: Record<string, unknown>,
  recordKey: string | undefined,
  contentType: string,
): (text: string) => Buffer {
  if (isForm(contentType)) {
    const prefix = encode(base, contentType).toString();
    return (text) => Buffer.from(prefix ? `${prefix}&${text}` : text);
  }
  const body = recordKey
    ? {
        ...base,
        [recordKey]: { ...(isObject(base[recordKey]) ? base[recordKey] : {}), hostile: HOLE },
      }
    : { ...base, hostile: HOLE };
  const [before, after] = JSON.stringify(body).split(`"${HOLE}"`) as [string, string];
  return (text) => Buffer.from(before + text + after);
}

/**
 * The JSON (or form) bodies of a route, each just under `limit` bytes: the schema's worst
 * value (when the route publishes a schema), one long string, many keys, and, for JSON, a list
 * nested as deep as the bytes allow. `maxEntries` is the server's own bound on one list or
 * object (lib/input-guard.ts): the worst the schema allows has no more.
 */
export function bodyCases(opts: {
  schema: JsonSchema | undefined;
  contentType: string;
  base: Record<string, unknown>;
  limit: number;
  maxEntries: number;
  resolve?: Resolve;
}): HostileBody[] {
  const { schema, contentType, base, limit } = opts;
  // Just under the limit: the body is read, the limit is not what refuses it.
  const room = limit - 64;
  const cases: HostileBody[] = [];
  if (schema) {
    const worst = fitWorst(
      (budget) => worstValue(schema, base, budget, opts.resolve),
      room,
      opts.maxEntries,
      (value) => encode(value, contentType).length,
    );
    if (worst !== undefined)
      cases.push({ name: 'schema at its caps', contentType, payload: encode(worst, contentType) });
  }
  const recordKey = isForm(contentType) ? undefined : recordKeyOf(schema);
  const fill = withHole(base, recordKey, contentType);
  const left = room - fill('').length;
  if (left <= 16) return cases;
  const where = recordKey ? ` in ${recordKey}` : '';
  cases.push({
    name: `one ${Math.round(left / 1024)} KB string${where}`,
    contentType,
    payload: fill(
      isForm(contentType) ? `hostile=${'A'.repeat(left - 8)}` : `"${'A'.repeat(left - 2)}"`,
    ),
  });
  const keys: string[] = [];
  let used = 2;
  for (let i = 0; ; i++) {
    const key = isForm(contentType) ? `k${i}=0` : `"k${i}":0`;
    if (used + key.length + 1 > left) break;
    keys.push(key);
    used += key.length + 1;
  }
  cases.push({
    name: `${keys.length} keys${where}`,
    contentType,
    payload: fill(isForm(contentType) ? keys.join('&') : `{${keys.join(',')}}`),
  });
  if (!isForm(contentType)) {
    const depth = Math.floor(left / 2);
    cases.push({
      name: `lists nested ${depth} deep${where}`,
      contentType,
      payload: fill('['.repeat(depth) + ']'.repeat(depth)),
    });
  }
  return cases;
}

/** A file bomb (or any file) by its Content-Type. */
export interface FileSample {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** Magic bytes a sniffer looks at first, so a near-limit file reaches the decoder it names. */
const MAGIC: Record<string, string> = {
  'application/pdf': '%PDF-1.7\n',
  'image/jpeg': '\xff\xd8\xff\xe0',
  'image/png': '\x89PNG\r\n\x1a\n',
  'image/webp': 'RIFF\x00\x00\x00\x00WEBPVP8 ',
};

/**
 * The file bodies of a route that takes files of `types`: each bomb of a type it takes, and a
 * file of that type (its magic, then zeros) just under `limit`, for the PDF and the first image
 * type it takes.
 */
export function fileCases(types: string[], bombs: FileSample[], limit: number): HostileBody[] {
  const cases: HostileBody[] = bombs
    .filter((b) => types.includes(b.type))
    .map((b) => ({ name: b.name, contentType: b.type, payload: Buffer.from(b.bytes) }));
  const pdf = types.find((t) => t === 'application/pdf');
  const image = types.find((t) => t.startsWith('image/'));
  const others = types.filter((t) => t !== pdf && t !== image);
  for (const type of [pdf, image, ...(pdf || image ? [] : others.slice(0, 1))]) {
    if (!type) continue;
    const magic = Buffer.from(MAGIC[type] ?? '', 'latin1');
    const payload = Buffer.alloc(Math.max(magic.length, limit - 64));
    magic.copy(payload);
    cases.push({
      name: `${Math.round(payload.length / 2 ** 20)} MB ${type} of zeros`,
      contentType: type,
      payload,
    });
  }
  return cases;
}

/**
 * A route's body limit (bytes), found by asking: `overLimit(n)` sends a request that declares n
 * bytes (Content-Length) and answers whether the server refused it as too large before reading
 * it. Undefined when the answer does not turn from no to yes within `ceiling` (a hook refused
 * the request before its body, or a parser of the route's own reads any length).
 */
export async function bodyLimitOf(
  overLimit: (bytes: number) => Promise<boolean>,
  ceiling = 2 ** 30,
): Promise<number | undefined> {
  if ((await overLimit(2)) || !(await overLimit(ceiling))) return undefined;
  let under = 2;
  let over = ceiling;
  while (over - under > 1) {
    const mid = Math.floor((under + over) / 2);
    if (await overLimit(mid)) over = mid;
    else under = mid;
  }
  return under;
}

/** One route's figures, as the suite prints and reports them. */
export interface RouteFigures {
  route: string;
  cases: number;
  /** How many answers of each status, `422×3 413×1`. */
  statuses: string;
  limitBytes: number | null;
  /** The event loop's worst delay (monitorEventLoopDelay, wall clock). */
  loopWorstMs: number;
  /** The same less the time the thread waited for a CPU: what the gate is held to. */
  loopOwnWorstMs: number;
  healthzWorstMs: number;
  peakRssGrowthMb: number;
}

/** `422×3 400×1`, most frequent first. */
export function statusesOf(codes: number[]): string {
  const counts = new Map<number, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts]
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .map(([c, n]) => `${c}×${n}`)
    .join(' ');
}

/** The figures as a plain table, one route a row. */
export function figuresTable(rows: RouteFigures[]): string {
  const head = [
    'route',
    'cases',
    'statuses',
    'limit',
    'loopWorstMs',
    'loopOwnWorstMs',
    'healthzWorstMs',
    'peakRssGrowthMb',
  ];
  const cells = rows.map((r) => [
    r.route,
    String(r.cases),
    r.statuses,
    r.limitBytes === null ? '?' : `${(r.limitBytes / 2 ** 20).toFixed(1)} MB`,
    String(r.loopWorstMs),
    String(r.loopOwnWorstMs),
    String(r.healthzWorstMs),
    String(r.peakRssGrowthMb),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  return [head, ...cells]
    .map((row) =>
      row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
    )
    .join('\n');
}

/** What breaks a gate: a route over the loop delay or the memory gate, or any 5xx answer. */
export function gateFailures(rows: RouteFigures[]): string[] {
  return rows.flatMap((r) => [
    ...(r.loopOwnWorstMs > LOOP_DELAY_GATE_MS
      ? [
          `${r.route}: the event loop was held ${r.loopOwnWorstMs} ms ` +
            `(${r.loopWorstMs} ms by the wall clock; gate ${LOOP_DELAY_GATE_MS})`,
        ]
      : []),
    ...(r.peakRssGrowthMb > RSS_GROWTH_GATE_MB
      ? [`${r.route}: memory grew ${r.peakRssGrowthMb} MB (gate ${RSS_GROWTH_GATE_MB})`]
      : []),
    ...(/\b5\d\d×/.test(r.statuses) ? [`${r.route}: answered ${r.statuses}`] : []),
  ]);
}
