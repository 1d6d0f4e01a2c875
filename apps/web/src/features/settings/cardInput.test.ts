import { cardMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { checkDemoCard, formatCardNumber, formatCvc, formatExpiry } from './cardInput';

const NOW = new Date(2026, 4, 15); // 15 May 2026
const valid = { holder: 'Dana Doctor', number: '4242 4242 4242 4242', expiry: '04/29', cvc: '123' };

describe('card input formatting', () => {
  it('groups the number in fours, digits only, at most 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a4 2')).toBe('4242 4242');
    expect(formatCardNumber('42424242424242429999')).toHaveLength(19);
    expect(formatCardNumber('')).toBe('');
  });

  it('writes the expiry as MM/YY and keeps the CVC to four digits', () => {
    expect(formatExpiry('04')).toBe('04');
    expect(formatExpiry('042')).toBe('04/2');
    expect(formatExpiry('04/299')).toBe('04/29');
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('the Proceed rule', () => {
  it('is met only with a holder name, a valid number, a current expiry and a CVC', () => {
    expect(checkDemoCard(valid, NOW)).toEqual({
      complete: true,
      errors: {},
      paymentMethodId: 'demo_visa_4242_04_29',
    });
    const incomplete = [
      { holder: '   ' },
      { number: '4242 4242 4242 424' },
      { expiry: '04/2' },
      { cvc: '12' },
    ];
    for (const change of incomplete) {
      const check = checkDemoCard({ ...valid, ...change }, NOW);
      expect(check.complete).toBe(false);
      expect(check.paymentMethodId).toBeNull();
      expect(check.errors).toEqual({});
    }
  });

  it('names a full number failing Luhn and a past or impossible expiry', () => {
    expect(checkDemoCard({ ...valid, number: '4242 4242 4242 4241' }, NOW).errors).toEqual({
      number: cardMessages.invalidNumber,
    });
    expect(checkDemoCard({ ...valid, expiry: '04/26' }, NOW).errors).toEqual({
      expiry: cardMessages.expired,
    });
    expect(checkDemoCard({ ...valid, expiry: '05/26' }, NOW).complete).toBe(true);
    expect(checkDemoCard({ ...valid, expiry: '13/29' }, NOW).errors).toEqual({
      expiry: cardMessages.invalidExpiry,
    });
  });

  it('knows Mastercard and the 15-digit American Express', () => {
    expect(checkDemoCard({ ...valid, number: '5555 5555 5555 4444' }, NOW).paymentMethodId).toBe(
      'demo_master_4444_04_29',
    );
    const amex = checkDemoCard({ ...valid, number: '3782 8224 6310 005', cvc: '1234' }, NOW);
    expect(amex.paymentMethodId).toBe('demo_amex_0005_04_29');
  });
});
