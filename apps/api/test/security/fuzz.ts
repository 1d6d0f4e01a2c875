import fc from 'fast-check';

/** One generated request: what replaces the path parameter, the query string and the body. */
export interface FuzzCase {
  param: string;
  query: string;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | null;
}

/** Values that have broken servers before: traversal, NUL, overflows, odd numbers, keywords. */
const nasty = [
  '../',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '-1',
  '0',
  '1.5',
  '1e309',
  '9999999999999999999999',
  '2147483648',
  '-2147483649',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'submission:-1',
  'submission:99999999999999999999',
  '%F0%9F%92%A9',
];

const encoded = (s: string) => encodeURIComponent(s);

/** A path parameter: random text, numbers far out of range, or a known troublemaker (raw). */
export const paramArb = (real: string) =>
  fc.oneof(
    fc.constantFrom(...nasty),
    fc.string({ maxLength: 40 }).map(encoded),
    fc.string({ unit: 'grapheme', maxLength: 20 }).map(encoded),
    fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
    fc.double().map(String),
    fc.nat({ max: 500 }).map((n) => 'x'.repeat(n)),
    fc.constant(real),
  );

/** Any JSON value, nested junk included. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', '\u0000', '\uFEFF', '😀'),
  // Past PostgreSQL's integer and JavaScript's safe integers.
  fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e20, '2147483648'),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(...nasty),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.nat({ max: 120_000 }).map((n) => 'A'.repeat(n)),
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 50 }),
);

/** Keys that pollute prototypes when a handler merges objects carelessly. */
const pollution = fc.constantFrom(
  JSON.parse('{"__proto__": {"isAdmin": true, "permissions": ["manage_roles"]}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": 1}}}'),
  JSON.parse('{"__proto__": null}'),
);

/** A body: junk, the route's own keys with junk values, a valid body with one field spoiled. */
export const bodyArb = (valid: Record<string, unknown> | undefined) => {
  const keys = Object.keys(valid ?? {});
  const keyArb = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string()) : fc.string();
  const options: fc.Arbitrary<FuzzCase['body']>[] = [
    junk.map((value) => ({ kind: 'json' as const, value })),
    fc.dictionary(keyArb, junk, { maxKeys: 8 }).map((value) => ({ kind: 'json' as const, value })),
    pollution.map((p) => ({ kind: 'json' as const, value: { ...(valid ?? {}), ...p } })),
    fc
      .oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'null', '\u0000', '{"a":"\\ud800"}'),
      )
      .map((text) => ({ kind: 'raw' as const, text, type: 'application/json' })),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
      .map((type) => ({ kind: 'raw' as const, text: 'a=1&b=%00', type })),
    fc.constant(null),
  ];
  if (valid && keys.length > 0) {
    options.push(
      fc
        .record({ key: fc.constantFrom(...keys), value: junk })
        .map(({ key, value }) => ({ kind: 'json' as const, value: { ...valid, [key]: value } })),
    );
  }
  return fc.oneof(...options);
};

/** A query string: random pairs, the route's own keys with junk, or bracket and proto tricks. */
export const queryArb = (valid: Record<string, string> | undefined) => {
  const keys = Object.keys(valid ?? {});
  const pair = fc.tuple(
    keys.length > 0
      ? fc.oneof(fc.constantFrom(...keys, 'page', 'per_page'), fc.string())
      : fc.string(),
    fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...nasty), fc.integer().map(String)),
  );
  return fc.oneof(
    fc.array(pair, { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString()),
    fc.constantFrom(
      '',
      'company_id=-1',
      'company_id=1e400',
      'company_id=2147483648',
      'form_id=2147483648&bucket_id=-2147483649',
      'page=2147483648&per_page=2147483648',
      'user=2147483648&company=2147483648',
      'company_id[]=1&company_id[]=2',
      '__proto__[admin]=1',
      'constructor[prototype][x]=1',
      'page=0&per_page=100000',
      'page=99999999999&per_page=-5',
      'search=%00%ff',
      'url=../../etc/passwd',
      'url=submission:1%00',
      `from=2099-13-45&to=0000-00-00`,
      'a=%E0%A4%A',
    ),
  );
};

/** Text in an answer that shows the server's insides: stacks, file paths, SQL errors. */
const INSIDES = [
  /\bat [\w$.<>]+ \(?(\/|file:|node:)/,
  /node_modules/,
  /\/(src|dist)\/[\w/.-]+\.(ts|js|mjs)\b/,
  /\.(ts|js|mjs):\d+:\d+/,
  /syntax error at or near/i,
  /violates (unique|foreign key|not-null|check) constraint/i,
  /invalid input syntax for/i,
  /out of range for type/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" (of relation|does not exist)/i,
  /\bPGlite\b|\bkysely\b/i,
];

export function insidesOf(body: string): string | null {
  const found = INSIDES.find((re) => re.test(body));
  return found ? (body.match(found)?.[0] ?? null) : null;
}

/**
 * The hostile inputs of security review II (finding 3), sent to the public patient link and to
 * the logo upload: the decoy-IHDR PNG bomb, an honest image over the pixel cap, a 7 MB answer,
 * an answer one character over its cap, and JSON nested a hundred thousand deep. Every one must
 * be refused with a 4xx, and none may hold up /healthz.
 */
export interface HostileCase {
  name: string;
  to: 'patient link' | 'logo' | 'upload';
  /** For the patient link: the answers (or raw JSON for the whole body); for the logo: bytes. */
  fields?: Record<string, unknown>;
  rawBody?: (formId: number) => string;
  logo?: Uint8Array;
  /** For a link's file question (Security III): a PDF. */
  pdf?: Uint8Array;
}

export function hostileCases(
  answers: Record<string, unknown>,
  images: { decoy: Uint8Array; oversized: Uint8Array; longCap: number },
  pdfs: { objectStreamBomb: Uint8Array; contentBomb: Uint8Array },
): HostileCase[] {
  const url = (type: string, bytes: Uint8Array) =>
    `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;
  const deep = 100_000;
  return [
    {
      name: 'decoy PNG as a drawn signature',
      to: 'patient link',
      fields: {
        ...answers,
        signature_patient: { kind: 'drawn', dataUrl: url('png', images.decoy) },
      },
    },
    {
      name: 'decoy PNG declared a JPEG, as an uploaded signature',
      to: 'patient link',
      fields: {
        ...answers,
        signature_patient: { kind: 'uploaded', dataUrl: url('jpeg', images.decoy) },
      },
    },
    {
      name: '8000 × 8000 PNG as a drawn signature',
      to: 'patient link',
      fields: {
        ...answers,
        signature_patient: { kind: 'drawn', dataUrl: url('png', images.oversized) },
      },
    },
    {
      name: '7 MB answer',
      to: 'patient link',
      fields: { ...answers, records_requested: 'A'.repeat(7_000_000) },
    },
    {
      name: 'answer one character over its cap',
      to: 'patient link',
      fields: { ...answers, records_requested: 'A'.repeat(images.longCap + 1) },
    },
    {
      name: 'JSON nested 100 000 deep',
      to: 'patient link',
      rawBody: (formId) =>
        JSON.stringify({ fields: { ...answers, extra: 'HOLE' }, formId }).replace(
          '"HOLE"',
          `${'['.repeat(deep)}${']'.repeat(deep)}`,
        ),
    },
    // Security III: a list of two million short strings (an 8 MB body), a list one row over its
    // cap, and PDFs that decode to 128 MB through a file question.
    {
      name: '2 000 000 one-letter conditions',
      to: 'patient link',
      fields: { ...answers, conditions: new Array(2_000_000).fill('a') },
    },
    {
      name: '51 conditions',
      to: 'patient link',
      fields: { ...answers, conditions: Array.from({ length: 51 }, (_, i) => `Condition ${i}`) },
    },
    { name: 'PDF whose object stream decodes to 128 MB', to: 'upload', pdf: pdfs.objectStreamBomb },
    { name: 'PDF whose page decodes to 128 MB', to: 'upload', pdf: pdfs.contentBomb },
    { name: 'decoy PNG as a logo', to: 'logo', logo: images.decoy },
    { name: '8000 × 8000 PNG as a logo', to: 'logo', logo: images.oversized },
  ];
}
