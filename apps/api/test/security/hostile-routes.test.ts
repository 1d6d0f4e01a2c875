import { describe, expect, it } from 'vitest';
import {
  bodyCases,
  bodyLimitOf,
  fileCases,
  fitWorst,
  gateFailures,
  LOOP_DELAY_GATE_MS,
  recordKeyOf,
  RSS_GROWTH_GATE_MB,
  statusesOf,
  typicalValue,
  worstValue,
  type JsonSchema,
  type RouteFigures,
} from './hostile-routes.js';

const signup: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 50 },
    note: { nullable: true, type: 'string', maxLength: 20 },
    password: { type: 'string', minLength: 1 },
    planId: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 2147483647 },
    accept: { type: 'boolean', enum: [true] },
    language: { type: 'string', enum: ['en', 'es'] },
    pin: { type: 'string', pattern: '^\\d{4,8}$' },
    intent: { type: 'string', pattern: '^pi_[A-Za-z0-9_]{1,250}$' },
    tags: { type: 'array', items: { type: 'string', maxLength: 3 }, maxItems: 4 },
    rows: { type: 'array', items: { type: 'integer' } },
    choice: {
      anyOf: [
        { type: 'string', maxLength: 2 },
        { type: 'string', maxLength: 9 },
      ],
    },
    fields: { type: 'object', additionalProperties: {} },
  },
  required: ['name'],
};

describe('worstValue', () => {
  const worst = worstValue(
    signup,
    { planId: 7, extra: 'kept' },
    { chars: 100, entries: 5 },
  ) as Record<string, unknown>;

  it('puts every key at its cap, optional ones too, and keeps what the valid body gives', () => {
    expect(worst.name).toHaveLength(50);
    expect(worst.note).toHaveLength(20);
    expect(worst.password).toHaveLength(100);
    expect(worst.planId).toBe(7);
    expect(worst.extra).toBe('kept');
    expect(worst.accept).toBe(true);
    expect(worst.language).toBe('en');
    expect(worst.tags).toEqual(['ééé', 'ééé', 'ééé', 'ééé']);
    expect(worst.rows).toEqual(new Array(5).fill(2147483647));
    expect(worst.choice).toHaveLength(9);
    expect(Object.keys(worst.fields as object)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
    // No list longer than the server takes, whatever its own cap.
    const long = { type: 'array', maxItems: 10_000, items: { type: 'boolean' } } as const;
    expect(worstValue(long, undefined, { chars: 1, entries: 5 })).toHaveLength(5);
  });

  it('finds the longest string a pattern takes, within the budget', () => {
    expect(worst.pin).toBe('99999999');
    expect(worst.intent).toMatch(/^pi_[A-Za-z0-9_]{1,250}$/);
    expect(worst.intent).toHaveLength(100);
  });

  it('makes an address of a key named for one, at its cap', () => {
    const value = worstValue(
      { type: 'object', properties: { loginEmail: { type: 'string', maxLength: 35 } } },
      undefined,
      { chars: 1, entries: 1 },
    ) as { loginEmail: string };
    expect(value.loginEmail).toMatch(/^a+@example\.com$/);
    expect(value.loginEmail).toHaveLength(35);
  });

  it('takes the maximum of a number the valid body does not give', () => {
    expect(worstValue(signup, {}, { chars: 1, entries: 1 })).toMatchObject({ planId: 2147483647 });
  });

  it('resolves references', () => {
    const value = worstValue(
      { $ref: '#/components/schemas/X' },
      undefined,
      { chars: 1, entries: 1 },
      () => ({
        type: 'string',
        maxLength: 5,
      }),
    );
    expect(value).toBe('ééééé');
  });

  it('makes a small value for the warm-up, or takes the valid body', () => {
    const typical = typicalValue(signup, undefined) as Record<string, string>;
    expect(typical.password).toHaveLength(8);
    expect(typical.name).toHaveLength(8);
    expect(typicalValue(signup, { name: 'x' })).toEqual({ name: 'x' });
  });
});

describe('fitWorst', () => {
  it('keeps lists at their caps and grows unbounded strings to the bytes given', () => {
    const build = (budget: { chars: number; entries: number }) => worstValue(signup, {}, budget);
    const value = fitWorst(build, 100_000, 50);
    const bytes = Buffer.byteLength(JSON.stringify(value));
    expect(bytes).toBeLessThanOrEqual(100_000);
    expect(bytes).toBeGreaterThan(95_000);
    expect((value as { rows: unknown[] }).rows).toHaveLength(50);
  });

  it('lowers the entries when even empty strings do not fit', () => {
    const value = fitWorst(
      (b) => worstValue({ type: 'array', items: { type: 'integer' } }, undefined, b),
      1_000,
      10_000,
    ) as unknown[];
    expect(JSON.stringify(value).length).toBeLessThanOrEqual(1_000);
    expect(value.length).toBeGreaterThan(50);
  });
});

describe('bodyCases', () => {
  const limit = 200_000;
  const cases = bodyCases({
    schema: signup,
    contentType: 'application/json',
    base: { formId: 3 },
    limit,
    maxEntries: 1_000,
  });

  it('sends the schema at its caps and the extremes, each just under the limit', () => {
    expect(cases.map((c) => c.name)).toEqual([
      'schema at its caps',
      'one 195 KB string in fields',
      expect.stringMatching(/^\d+ keys in fields$/),
      expect.stringMatching(/^lists nested \d+ deep in fields$/),
    ]);
    for (const c of cases) {
      expect(c.payload.length).toBeLessThanOrEqual(limit);
      expect(c.payload.length).toBeGreaterThan(limit - 1_000);
      const body = JSON.parse(c.payload.toString()) as { formId: number };
      expect(body.formId).toBe(3);
    }
  });

  it('puts the extremes where the handler walks keys: the record the schema has', () => {
    expect(recordKeyOf(signup)).toBe('fields');
    const many = JSON.parse(cases[2]!.payload.toString()) as { fields: { hostile: object } };
    expect(Object.keys(many.fields.hostile).length).toBeGreaterThan(10_000);
  });

  it('form-encodes a form body, without nesting', () => {
    const form = bodyCases({
      schema: { type: 'object', additionalProperties: { type: 'string' } },
      contentType: 'application/x-www-form-urlencoded',
      base: {},
      limit,
      maxEntries: 1_000,
    });
    expect(form.map((c) => c.name)).toEqual([
      'schema at its caps',
      expect.stringMatching(/string$/),
      expect.stringMatching(/keys$/),
    ]);
    for (const c of form) expect(c.payload.length).toBeLessThanOrEqual(limit);
    expect([...new URLSearchParams(form[0]!.payload.toString()).keys()]).toHaveLength(1_000);
  });
});

describe('fileCases', () => {
  it('sends the bombs of the types a route takes and a file just under its limit', () => {
    const cases = fileCases(
      ['image/jpeg', 'application/pdf'],
      [
        { name: 'pdf bomb', type: 'application/pdf', bytes: new Uint8Array(3) },
        { name: 'png bomb', type: 'image/png', bytes: new Uint8Array(3) },
      ],
      2 ** 20,
    );
    expect(cases.map((c) => `${c.name} ${c.contentType}`)).toEqual([
      'pdf bomb application/pdf',
      '1 MB application/pdf of zeros application/pdf',
      '1 MB image/jpeg of zeros image/jpeg',
    ]);
    expect(cases[1]!.payload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(cases[2]!.payload.length).toBe(2 ** 20 - 64);
  });
});

describe('bodyLimitOf', () => {
  it('finds the largest declared length the server reads', async () => {
    let asked = 0;
    const limit = await bodyLimitOf(async (bytes) => {
      asked += 1;
      return bytes > 8 * 1_048_576;
    });
    expect(limit).toBe(8 * 1_048_576);
    expect(asked).toBeLessThan(40);
  });

  it('knows no limit when the answer never turns', async () => {
    expect(await bodyLimitOf(async () => false)).toBeUndefined();
    expect(await bodyLimitOf(async () => true)).toBeUndefined();
  });
});

describe('the gates', () => {
  const row = (over: Partial<RouteFigures>): RouteFigures => ({
    route: 'POST /api/x',
    cases: 4,
    statuses: '422×4',
    limitBytes: 1_048_576,
    loopWorstMs: 20,
    loopOwnWorstMs: 20,
    healthzWorstMs: 20,
    peakRssGrowthMb: 5,
    ...over,
  });

  it('counts statuses, most frequent first', () => {
    expect(statusesOf([422, 413, 422, 500])).toBe('422×2 413×1 500×1');
  });

  it('fails a route over the loop or memory gate, or with a 5xx', () => {
    expect(gateFailures([row({})])).toEqual([]);
    expect(gateFailures([row({ loopOwnWorstMs: LOOP_DELAY_GATE_MS })])).toEqual([]);
    expect(gateFailures([row({ loopOwnWorstMs: LOOP_DELAY_GATE_MS + 1 })])).toHaveLength(1);
    // The wall clock's figure alone (a machine with every core taken) is shown, not gated.
    expect(gateFailures([row({ loopWorstMs: LOOP_DELAY_GATE_MS + 100 })])).toEqual([]);
    expect(gateFailures([row({ peakRssGrowthMb: RSS_GROWTH_GATE_MB + 1 })])).toHaveLength(1);
    expect(gateFailures([row({ statuses: '422×3 502×1' })])).toHaveLength(1);
  });
});
