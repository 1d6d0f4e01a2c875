import { describe, expect, it } from 'vitest';
import { validateDemography } from './form-04-demography.js';
import { identity, options, typed } from './test-fixtures.js';

const valid = {
  ...identity,
  address: '12 Oak Street',
  Apt_number: '',
  city: 'Plano',
  state: 'TX, 75028',
  email: 'ann@example.com',
  home_phone: '(214) 555-1234',
  cell_phone: '+12145551235',
  pharmacy_name: 'Main Street Pharmacy',
  pharmacy_address: '1 Main Street',
  pharmacy_phone: '214-555-0000',
  pharmacy_fax: '214-555-0001',
  insured_dob: '1975-05-05',
  insured_cell_phone: '2145550002',
  guarantor_address: '12 Oak Street',
  relationship_to_policyholder: 'Self',
  emg_full_name: 'Bob Lee',
  emg_relationship: 'Husband',
  emg_phone: '2145550003',
  agr_name: 'Bob Lee',
  agr_relationship: 'Husband',
  signature_patient: typed,
  date: '2025-06-15',
};

describe('form 4: Demography', () => {
  it('accepts a complete form with the optional fields left out', () => {
    expect(validateDemography(valid, options)).toEqual({});
  });

  it('lists every required message of the spec', () => {
    expect(validateDemography({}, options)).toEqual({
      patient_firstname: ['Patient first name is required'],
      patient_lastname: ['Patient last name is required'],
      dob: ['Date of birth is required'],
      address: ['Address is required'],
      city: ['City is required'],
      state: ['State is required'],
      email: ['Email is required'],
      home_phone: ['Home phone is required'],
      cell_phone: ['Cell phone is required'],
      pharmacy_name: ['Pharmacy name is required'],
      pharmacy_address: ['Pharmacy address is required'],
      pharmacy_phone: ['Pharmacy phone is required'],
      pharmacy_fax: ['Pharmacy fax is required'],
      insured_dob: ['Insured date of birth is required'],
      insured_cell_phone: ['Insured cell phone is required'],
      guarantor_address: ['Guarantor address is required'],
      relationship_to_policyholder: ['Relationship to policyholder is required'],
      emg_full_name: ['Emergency contact name is required'],
      emg_relationship: ['Emergency relationship is required'],
      emg_phone: ['Emergency phone is required'],
      agr_name: ['Authorized person name is required'],
      agr_relationship: ['Authorized relationship is required'],
      signature_patient: ['Signature is required'],
    });
  });

  it.each([
    ['email', 'ann@clinic', 'Invalid email format'],
    ['home_phone', '0214555', 'Please enter a valid phone number'],
    ['cell_phone', '12345678901234567', 'Please enter a valid phone number'],
    ['pharmacy_phone', 'call me', 'Please enter a valid phone number'],
    ['pharmacy_fax', '+0 214', 'Please enter a valid phone number'],
    ['insured_cell_phone', '--', 'Please enter a valid phone number'],
    ['emg_phone', '555-CALL', 'Please enter a valid phone number'],
    ['dob', '2025-06-16', 'Date of birth cannot be in the future'],
    ['dob', '1899-12-31', 'Date of birth seems invalid'],
    ['insured_dob', '2099-01-01', 'Insured date of birth cannot be in the future'],
    ['insured_dob', '1800-01-01', 'Insured date of birth seems invalid'],
    ['address', '12345', 'Address cannot be just numbers'],
    ['pharmacy_address', 'Main', 'Address must be at least 5 characters'],
    ['guarantor_address', '4', 'Address cannot be just numbers'],
    ['patient_lastname', '99', 'Name cannot be just numbers'],
    ['emg_full_name', 'Bob_Lee', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['agr_name', 'B', 'Name must be at least 2 characters'],
    ['relationship_to_policyholder', '1', 'Relationship cannot be just numbers'],
    ['emg_relationship', 'H', 'Relationship must be at least 2 characters'],
    ['agr_relationship', 'S', 'Relationship must be at least 2 characters'],
    ['city', '75028', 'City name cannot be just numbers'],
    ['city', 'P', 'City name must be at least 2 characters'],
    ['state', '75028', 'Please enter state and zip in format: TX, 75028'],
    ['marital_status', 'single-ish', 'Please choose one of the listed options'],
    ['race', 'Martian', 'Please choose one of the listed options'],
  ])('%s %j gives %s', (key, value, message) => {
    expect(validateDemography({ ...valid, [key]: value }, options)).toEqual({ [key]: [message] });
  });

  it('accepts every listed option of the optional choices', () => {
    const choices = {
      gender: 'female',
      marital_status: 'legally_separated',
      ethnicity: 'non-hispanic',
      race: 'Native_Hawaiian_or_Other_Pacific_Islander',
      patient_gender: 'male',
    };
    expect(validateDemography({ ...valid, ...choices }, options)).toEqual({});
  });
});
