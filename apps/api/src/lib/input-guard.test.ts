import { describe, expect, it } from 'vitest';
import {
  ENTRIES_MESSAGE,
  inputProblemOf,
  MAX_INPUT_DEPTH,
  MAX_INPUT_ENTRIES,
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
