import { describe, expect, it } from 'vitest';
import { validateOwnershipDisclosure } from './form-02-ownership-disclosure.js';
import { drawn, identity, options, typed } from './test-fixtures.js';

const either = 'Either patient signature or guardian signature is required';
const guardianNeeded = 'Guardian signature is required when guardian name is provided';

describe('form 2: Ownership Disclosure', () => {
  it('requires names and dob, and a signature', () => {
    expect(validateOwnershipDisclosure({}, options)).toEqual({
      patient_firstname: ['Patient first name is required'],
      patient_lastname: ['Patient last name is required'],
      dob: ['Date of birth is required'],
      signature_patient: [either],
    });
  });

  it.each([
    ['patient signature alone', { signature_patient: typed }, {}],
    ['guardian signature alone', { guardian_name: 'Mary Lee', signature_guardian: drawn }, {}],
    [
      'guardian named but not signed',
      { guardian_name: 'Mary Lee', signature_patient: typed },
      { signature_guardian: [guardianNeeded] },
    ],
    [
      'guardian named, nobody signed',
      { guardian_name: 'Mary Lee' },
      { signature_guardian: [guardianNeeded], signature_patient: [either] },
    ],
    [
      'guardian name too short',
      { guardian_name: 'M', signature_guardian: drawn },
      { guardian_name: ['Guardian name must be at least 2 characters'] },
    ],
  ])('%s', (_case, change, errors) => {
    expect(validateOwnershipDisclosure({ ...identity, ...change }, options)).toEqual(errors);
  });
});
