import { isValidPhone } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { maskUsPhone } from './phoneMask';

describe('maskUsPhone', () => {
  it.each([
    ['', ''],
    ['5', '+1 (5'],
    ['512', '+1 (512)'],
    ['5125550', '+1 (512) 555-0'],
    ['5125550199', '+1 (512) 555-0199'],
    ['15125550199', '+1 (512) 555-0199'],
    ['+1 (512) 555-01999', '+1 (512) 555-0199'],
    ['(512) 555 0199', '+1 (512) 555-0199'],
  ])('%j shows as %j', (input, shown) => {
    expect(maskUsPhone(input)).toBe(shown);
  });

  it('keeps an edited masked value stable', () => {
    expect(maskUsPhone('+1 (512) 555-019')).toBe('+1 (512) 555-019');
  });

  it('gives a number the core phone check accepts', () => {
    expect(isValidPhone(maskUsPhone('5125550199'))).toBe(true);
  });
});
