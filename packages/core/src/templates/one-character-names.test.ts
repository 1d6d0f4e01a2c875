import { describe, expect, it } from 'vitest';
import { checkName } from './checks.js';
import { validateOwnershipDisclosure } from './form-02-ownership-disclosure.js';
import { validateRecordsRelease } from './form-01-records-release.js';

// Decision 31: the spec's two-character minimum is for names in alphabetic scripts; many Han and
// Hangul surnames are one character, and a patient must be able to write theirs as it is.
describe('one-character names (decision 31)', () => {
  it.each(['王', '李', '张', '김', '이', '박'])('accepts %s as a whole name', (name) => {
    expect(checkName(name)).toBeUndefined();
  });

  it.each([
    ['A', 'Name must be at least 2 characters'],
    ['é', 'Name must be at least 2 characters'],
    ['Ж', 'Name must be at least 2 characters'],
    ['ا', 'Name must be at least 2 characters'],
    ['あ', 'Name must be at least 2 characters'],
    ['ㄱ', 'Name must be at least 2 characters'],
  ])('still holds %s, from an alphabetic script or a syllabary, to two', (name, message) => {
    expect(checkName(name)).toBe(message);
  });

  it('keeps the other rules for a one-character name', () => {
    expect(checkName('7')).toBe('Name cannot be just numbers');
    expect(checkName('王1')).toBe(
      'Name can only contain letters, spaces, hyphens, and apostrophes',
    );
  });

  it('lets a patient file a form under a one-character surname', () => {
    const errors = validateRecordsRelease({ patient_firstname: '伟', patient_lastname: '王' });
    expect(errors.patient_firstname).toBeUndefined();
    expect(errors.patient_lastname).toBeUndefined();
    const latin = validateRecordsRelease({ patient_firstname: 'Ann', patient_lastname: 'W' });
    expect(latin.patient_lastname).toEqual(['Name must be at least 2 characters']);
  });

  it('applies to a guardian named in one character as well', () => {
    const han = validateOwnershipDisclosure({ guardian_name: '김' });
    expect(han.guardian_name).toBeUndefined();
    const latin = validateOwnershipDisclosure({ guardian_name: 'K' });
    expect(latin.guardian_name).toEqual(['Guardian name must be at least 2 characters']);
  });
});
