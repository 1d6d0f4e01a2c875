import { describe, expect, it } from 'vitest';
import { nulFieldOf } from './input-guard.js';

describe('nulFieldOf', () => {
  it('names the first field holding a NUL, however deep', () => {
    expect(nulFieldOf({ name: 'a\u0000b' })).toBe('name');
    expect(nulFieldOf({ fields: [{ label: 'ok' }, { label: '\u0000' }] })).toBe('fields.1.label');
    expect(nulFieldOf('\u0000')).toBe('');
    expect(nulFieldOf({ ['k\u0000']: 1 })).toBe('');
  });

  it('passes clean input, buffers and very deep nesting without recursion', () => {
    expect(nulFieldOf({ name: 'Zoë', n: 1, list: [null, true] })).toBeNull();
    expect(nulFieldOf({ logo: Buffer.from([0, 0, 0]) })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulFieldOf(deep)).toMatch(/^0(\.0)+$/);
  });
});
