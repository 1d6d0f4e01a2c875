import { describe, expect, it } from 'vitest';
import {
  authorizationExpiresOn,
  recordsCopyFeeCents,
  recordsReleaseTemplate,
  validateRecordsRelease,
} from './form-01-records-release.js';
import { options, recordsRelease } from './test-fixtures.js';

describe('form 1: Records Release Authorization', () => {
  it('accepts a complete authorization', () => {
    expect(validateRecordsRelease(recordsRelease, options)).toEqual({});
  });

  it('lists every required message of the spec', () => {
    expect(validateRecordsRelease({}, options)).toEqual({
      patient_firstname: ['Patient first name is required'],
      patient_lastname: ['Patient last name is required'],
      dob: ['Date of birth is required'],
      reason_for_request: ['Reason for request is required'],
      physician_name: ['Physician/medical facility name is required'],
      records_requested: ['Records requested is required'],
      consent: ['Consent selection is required'],
      phone: ['Phone number is required'],
      fax: ['Fax number is required'],
      address: ['Address is required'],
      conditions: ['At least one medical condition is required'],
      signature_patient: ['Patient signature is required'],
    });
  });

  it.each([
    [{ conditions: ['  ', ''] }, 'conditions', 'At least one medical condition is required'],
    [{ phone: '+1 (___) ___-____' }, 'phone', 'Please enter a valid phone number'],
    [{ fax: 'fax me' }, 'fax', 'Please enter a valid fax number'],
    [{ consent: 'Maybe' }, 'consent', 'Consent selection is required'],
    [{ address: '1234' }, 'address', 'Address cannot be just numbers'],
    [{ patient_firstname: 'A' }, 'patient_firstname', 'Name must be at least 2 characters'],
    [{ dob: '2030-01-01' }, 'dob', 'Date of birth cannot be in the future'],
    [{ medical_release: 'Shred' }, 'medical_release', 'Please choose one of the listed options'],
    [
      { signature_patient: { kind: 'typed', text: ' ', font: 'x' } },
      'signature_patient',
      'Patient signature is required',
    ],
  ])('%j gives %s: %s', (change, key, message) => {
    expect(validateRecordsRelease({ ...recordsRelease, ...change }, options)).toEqual({
      [key]: [message],
    });
  });

  it('states the legal constants in its notice', () => {
    const text = recordsReleaseTemplate.legalText.join('\n');
    expect(text).toContain('within 15 business days');
    expect(text).toContain('expires one year after the date I sign it');
    expect(text).toContain('$25.00 for the first 20 pages, then $0.50 per page');
    expect(text).toContain('plus postage');
  });

  it('computes the Texas copy fee and the expiry day', () => {
    expect(recordsCopyFeeCents(0)).toBe(0);
    expect(recordsCopyFeeCents(20)).toBe(2500);
    expect(recordsCopyFeeCents(21)).toBe(2550);
    expect(recordsCopyFeeCents(30)).toBe(3000);
    expect(authorizationExpiresOn('2025-06-15')).toBe('2026-06-15');
    expect(authorizationExpiresOn('2024-02-29')).toBe('2025-02-28');
    expect(authorizationExpiresOn('soon')).toBeUndefined();
  });

  it('defaults consent to Yes and registers numbered fields', () => {
    const consent = recordsReleaseTemplate.fields.find((f) => f.name === 'consent');
    expect(consent?.defaultValue).toBe('Yes');
    expect(recordsReleaseTemplate.fields.map((f) => f.id)).toEqual(
      recordsReleaseTemplate.fields.map((_, i) => i + 1),
    );
  });
});
