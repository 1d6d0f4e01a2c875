import { describe, expect, it } from 'vitest';
import {
  ENTRIES_MESSAGE,
  inputProblemOf,
  jsonShapeProblem,
  MAX_INPUT_DEPTH,
  MAX_INPUT_ENTRIES,
  MAX_JSON_CONTAINER_ENTRIES,
  MAX_JSON_DEPTH,
  NESTING_MESSAGE,
  NUL_MESSAGE,
} from './input-guard.js';

const nulAt = (value: unknown) => {
  const problem = inputProblemOf(value);
  return problem?.message === NUL_MESSAGE ? problem.field : null;
};

describe('inputProblemOf', () => {
  it('names the first field holding a NUL, however deep', () => {
    expect(nulAt({ name: 'a\u0000b' })).toBe('name');
    expect(nulAt({ fields: [{ label: 'ok' }, { label: '\u0000' }] })).toBe('fields.1.label');
    expect(nulAt('\u0000')).toBe('');
    expect(nulAt({ ['k\u0000']: 1 })).toBe('');
  });

  it('passes clean input and buffers', () => {
    expect(inputProblemOf({ name: 'Zoë', n: 1, list: [null, true] })).toBeNull();
    expect(inputProblemOf({ logo: Buffer.from([0, 0, 0]) })).toBeNull();
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH}, without recursion`, () => {
    const nest = (levels: number) => {
      let deep: unknown = 'x';
      for (let i = 0; i < levels; i++) deep = [deep];
      return { a: deep };
    };
    expect(inputProblemOf(nest(MAX_INPUT_DEPTH - 1))).toBeNull();
    expect(inputProblemOf(nest(MAX_INPUT_DEPTH))).toEqual({
      field: `a${'.0'.repeat(MAX_INPUT_DEPTH - 1)}`,
      message: NESTING_MESSAGE,
    });
    expect(inputProblemOf(nest(100_000))?.message).toBe(NESTING_MESSAGE);
  });

  it(`refuses a list or object of more than ${MAX_INPUT_ENTRIES} entries, by its size alone`, () => {
    const list = (n: number) => new Array<string>(n).fill('a');
    expect(inputProblemOf({ fields: { conditions: list(MAX_INPUT_ENTRIES) } })).toBeNull();
    expect(inputProblemOf({ fields: { conditions: list(MAX_INPUT_ENTRIES + 1) } })).toEqual({
      field: 'fields.conditions',
      message: ENTRIES_MESSAGE,
    });
    const keys = Object.fromEntries(list(MAX_INPUT_ENTRIES + 1).map((v, i) => [`${v}${i}`, v]));
    expect(inputProblemOf(keys)).toEqual({ field: 'body', message: ENTRIES_MESSAGE });
    // Two million entries are refused by their count, before any is visited (Security III:
    // that walk held the event loop 1-2 s; fuzz.api.test's hostile cases time it).
    expect(inputProblemOf({ fields: { conditions: list(2_000_000) } })?.message).toBe(
      ENTRIES_MESSAGE,
    );
  });
});

describe('jsonShapeProblem (Security III: measured before JSON.parse)', () => {
  const nested = (levels: number) => `{"fields":{"extra":${'['.repeat(levels)}${']'.repeat(levels)}}}`;

  it('passes what the walk will judge, and names the field of what it refuses', () => {
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH - 2))).toBeNull();
    const deep = jsonShapeProblem(nested(1_000_000));
    expect(deep?.message).toBe(NESTING_MESSAGE);
    expect(deep?.field).toMatch(/^fields\.extra(\.0)+$/);
    expect(deep?.field.split('.')).toHaveLength(MAX_JSON_DEPTH);
  });

  it('counts entries per list or object and in the whole body', () => {
    const list = (n: number) => `{"a":{"b":[${Array(n).fill('1').join(',')}]}}`;
    expect(jsonShapeProblem(list(MAX_JSON_CONTAINER_ENTRIES))).toBeNull();
    expect(jsonShapeProblem(list(MAX_JSON_CONTAINER_ENTRIES + 1))).toEqual({
      field: 'a.b',
      message: ENTRIES_MESSAGE,
    });
    const keys = `{${Array.from({ length: 700_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(jsonShapeProblem(keys)).toEqual({ field: '', message: ENTRIES_MESSAGE });
    const rows = Array.from({ length: 60 }, () => `[${Array(1_900).fill('0').join(',')}]`);
    expect(jsonShapeProblem(`[${rows.join(',')}]`)?.message).toBe(ENTRIES_MESSAGE);
  });

  it('reads brackets and commas inside strings as text, escaped quotes included', () => {
    const text = JSON.stringify({ note: `${'[{,'.repeat(50_000)}\\"]}"`, list: ['a"b', '\\'] });
    expect(jsonShapeProblem(text)).toBeNull();
    expect(jsonShapeProblem(JSON.stringify({ a: [1, 2], 'b.c': { d: [[3]] } }))).toBeNull();
    // Malformed text is the parser's to refuse.
    expect(jsonShapeProblem('{"open": "never closed')).toBeNull();
  });

  it('names list positions and keys on the way down', () => {
    const text = `{"fields":{"rows":[{"x":1},{"y":${'['.repeat(80)}${']'.repeat(80)}}]}}`;
    expect(jsonShapeProblem(text)?.field).toMatch(/^fields\.rows\.1\.y(\.0)+$/);
  });
});
