import { describe, expect, it } from 'vitest';
import {
  consentIsCurrent,
  ESIGN_DISCLOSURE_VERSION,
  esignConsentMessages,
  esignDisclosure,
  linkConsentSchema,
} from './esign-consent.js';

describe('the e-sign disclosure', () => {
  it('says what ESIGN asks, naming the practice to ask for paper', () => {
    const text = esignDisclosure('Sunrise Family Clinic').join('\n');
    expect(text).toMatch(/electronic records/);
    expect(text).toMatch(/right to receive these records on paper/);
    expect(text).toMatch(/contact Sunrise Family Clinic/);
    expect(text).toMatch(/withdraw this consent/);
    expect(text).toMatch(/web browser/);
    expect(esignDisclosure('  ').join('\n')).toMatch(/contact the practice/);
  });

  it('takes only the current version, in its own words', () => {
    expect(linkConsentSchema.safeParse({ version: ESIGN_DISCLOSURE_VERSION }).success).toBe(true);
    const stale = linkConsentSchema.safeParse({ version: 'old' });
    expect(stale.success).toBe(false);
    expect(stale.error?.issues[0]?.message).toBe(esignConsentMessages.outdated);
    expect(linkConsentSchema.safeParse({}).error?.issues[0]?.message).toBe(
      esignConsentMessages.outdated,
    );
  });

  it('counts an acceptance of the current version only', () => {
    expect(consentIsCurrent({ version: ESIGN_DISCLOSURE_VERSION })).toBe(true);
    expect(consentIsCurrent({ version: '0' })).toBe(false);
    expect(consentIsCurrent(null)).toBe(false);
  });
});
