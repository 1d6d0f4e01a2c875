import type { CustomFormField } from '@paperless/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitHints } from './inputHints';

const question = (f: Partial<CustomFormField>) =>
  ({
    name: 'q',
    label: 'Q',
    type: 'input',
    input_type: 'text',
    is_required: 0,
    options: [],
    ...f,
  }) as CustomFormField;

afterEach(() => vi.useRealTimers());

describe('limitHints', () => {
  it('brings up the full keyboard for a number that may be negative, the keypad otherwise', () => {
    expect(limitHints(question({ input_type: 'number', min: -10 }))).toEqual({ inputMode: 'text' });
    expect(limitHints(question({ input_type: 'number', min: 0, max: 5 }))).toEqual({});
  });

  it("bounds a date picker at the patient's today by the date rule", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 9, 23, 30));
    expect(limitHints(question({ input_type: 'date', date_rule: 'past' }))).toEqual({
      max: '2026-03-09',
    });
    expect(limitHints(question({ input_type: 'date', date_rule: 'future' }))).toEqual({
      min: '2026-03-09',
    });
    expect(limitHints(question({ input_type: 'date' }))).toEqual({});
  });

  it('gives a text no maxLength: core names a too-long answer instead of cutting it', () => {
    expect(limitHints(question({ input_type: 'text', max_length: 20 }))).toEqual({});
  });
});
