import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateSecret,
  hotp,
  otpauthUri,
  stepAt,
  totpAt,
  verifyTotp,
} from './totp.js';

// RFC 4226 appendix D and RFC 6238 appendix B use this ASCII seed for SHA-1.
const SEED = Buffer.from('12345678901234567890', 'ascii');
const SEED_BASE32 = base32Encode(SEED);

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the RFC codes for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SEED, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(hotp(SEED, stepAt(seconds * 1000), 8)).toBe(code);
  });

  it('uses the last six digits of the same values for 6-digit codes', () => {
    expect(totpAt(SEED_BASE32, 59_000)).toBe('287082');
    expect(totpAt(SEED_BASE32, 1111111109_000)).toBe('081804');
  });
});

describe('verifyTotp', () => {
  const now = 1_700_000_000_000;
  const secret = generateSecret();

  it('accepts the current step and one either side, nothing further', () => {
    const step = stepAt(now);
    expect(verifyTotp(secret, totpAt(secret, now), { now })).toBe(step);
    expect(verifyTotp(secret, totpAt(secret, now - 30_000), { now })).toBe(step - 1);
    expect(verifyTotp(secret, totpAt(secret, now + 30_000), { now })).toBe(step + 1);
    expect(verifyTotp(secret, totpAt(secret, now - 60_000), { now })).toBeNull();
    expect(verifyTotp(secret, totpAt(secret, now + 60_000), { now })).toBeNull();
  });

  it('refuses a step already used (replay) and malformed codes', () => {
    const code = totpAt(secret, now);
    expect(verifyTotp(secret, code, { now, afterStep: stepAt(now) })).toBeNull();
    expect(verifyTotp(secret, '12345', { now })).toBeNull();
    expect(verifyTotp(secret, 'abcdef', { now })).toBeNull();
  });
});

describe('base32 and the otpauth URI', () => {
  it('round-trips bytes and makes 32-character secrets', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(generateSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('names the issuer and the account', () => {
    expect(
      otpauthUri({ secret: 'ABC', account: 'ann@clinic.test', issuer: 'Paperless Clinic' }),
    ).toBe(
      'otpauth://totp/Paperless%20Clinic:ann%40clinic.test?secret=ABC&issuer=Paperless%20Clinic&algorithm=SHA1&digits=6&period=30',
    );
  });
});
