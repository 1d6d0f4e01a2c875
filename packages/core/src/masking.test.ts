import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskRecipient } from './masking.js';

describe('masking', () => {
  it('keeps the first and last letter of each part of an e-mail address and its top-level domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••e@e•••e.com');
    expect(maskEmail('jo@x.org')).toBe('•••@•••.org');
  });
  it('keeps the last four digits of a phone number', () => {
    expect(maskPhone('+1 (512) 555-0147')).toBe('•••0147');
  });
  it('masks by kind', () => {
    expect(maskRecipient('a.person@clinic.test')).toBe('a•••n@c•••c.test');
    expect(maskRecipient('5125550147')).toBe('•••0147');
  });
});
