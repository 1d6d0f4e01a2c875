import { sendingMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { commitText, emptyField, hasRecipient, removeValue, typeText } from './recipients';

const typed = (text: string) => ({ ...emptyField, text });

describe('recipient chips', () => {
  it('turns valid entries into chips and keeps an invalid one in the input with its error', () => {
    const field = commitText(typed('a@example.com, nope, B@Example.com'), 'email');
    expect(field).toEqual({
      values: ['a@example.com', 'b@example.com'],
      text: 'nope',
      error: sendingMessages.invalidEmail,
    });
  });

  it('ignores duplicates: e-mails without case, phones by their digits', () => {
    const emails = commitText({ ...typed('A@example.com'), values: ['a@example.com'] }, 'email');
    expect(emails).toEqual({ values: ['a@example.com'], text: '', error: null });
    const phones = commitText(typed('(512) 555-0142, 512-555-0142, +1 512 555 0142'), 'phone');
    expect(phones.values).toEqual(['(512) 555-0142', '+1 512 555 0142']);
  });

  it('takes phones of 7 to 15 digits only', () => {
    expect(commitText(typed('123456'), 'phone').error).toBe(sendingMessages.invalidPhone);
    expect(commitText(typed('1234567'), 'phone').values).toEqual(['1234567']);
    expect(commitText(typed('123456789012345'), 'phone').values).toHaveLength(1);
    expect(commitText(typed('1234567890123456'), 'phone').error).toBe(sendingMessages.invalidPhone);
  });

  it('lets the phone input take only digits, parentheses, plus, minus and spaces', () => {
    expect(typeText(emptyField, '+1 (512) abc-555.0142', 'phone').text).toBe('+1 (512) -5550142');
  });

  it('makes a chip when a comma is typed or a list is pasted', () => {
    expect(typeText(emptyField, 'a@example.com,', 'email')).toEqual({
      values: ['a@example.com'],
      text: '',
      error: null,
    });
    const pasted = typeText(emptyField, '5125550100, 5125550101, 51255', 'phone');
    expect(pasted).toEqual({ values: ['5125550100', '5125550101'], text: '51255', error: null });
  });

  it('clears the error as the entry is edited, and removes a chip', () => {
    const wrong = commitText(typed('nope'), 'email');
    expect(typeText(wrong, 'nope@', 'email').error).toBeNull();
    expect(removeValue({ ...emptyField, values: ['a', 'b'] }, 'a').values).toEqual(['b']);
  });

  it('counts typed text as a recipient until it is committed', () => {
    expect(hasRecipient(emptyField, emptyField)).toBe(false);
    expect(hasRecipient(typed('  '), emptyField)).toBe(false);
    expect(hasRecipient(emptyField, typed('512'))).toBe(true);
  });
});
