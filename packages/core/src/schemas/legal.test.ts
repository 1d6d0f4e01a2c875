import { describe, expect, it } from 'vitest';
import {
  currentAgreementVersions,
  LEGAL_DOCUMENTS,
  legalMessages,
  legalVersionLine,
  signupAgreementsObject,
} from './legal.js';

describe('the signup agreements', () => {
  it('accepts both boxes ticked with the current versions only', () => {
    const ok = { acceptTerms: true, acceptBaa: true, ...currentAgreementVersions() };
    expect(signupAgreementsObject.safeParse(ok).success).toBe(true);
    const errors = (value: object) =>
      signupAgreementsObject.safeParse(value).error?.issues.map((i) => [i.path[0], i.message]);
    expect(errors({ ...ok, acceptTerms: false, acceptBaa: 'true' })).toEqual([
      ['acceptTerms', legalMessages.acceptTerms],
      ['acceptBaa', legalMessages.acceptBaa],
    ]);
    expect(errors({ ...ok, termsVersion: '1999-01-01', baaVersion: 7 })).toEqual([
      ['termsVersion', legalMessages.staleTerms],
      ['baaVersion', legalMessages.staleBaa],
    ]);
  });

  it('names the version and its effective date for the pages', () => {
    expect(legalVersionLine('baa')).toMatch(
      new RegExp(
        `^Version ${LEGAL_DOCUMENTS.baa.version}, effective [A-Z][a-z]+ \\d{1,2}, \\d{4}$`,
      ),
    );
  });
});
