import { describe, expect, it } from 'vitest';
import {
  insuranceInformationTemplate as template,
  validateInsuranceInformation,
} from './form-11-insurance-information.js';
import { getTemplate } from './registry.js';
import { mergeBundleValues } from './rules.js';
import { visibleTemplateFields } from './template-conditions.js';
import { identity, options, typed } from './test-fixtures.js';
import { uploadMessages } from './uploads.js';

const photo = (n: number) => ({ upload_id: `0b6f7c1e-8a2d-4e5f-9c3b-00000000000${n}` });

const valid = {
  ...identity,
  primary_carrier: 'Blue Cross Blue Shield of Texas',
  primary_plan_name: '',
  primary_member_id: 'XYZ123456789',
  primary_group_number: '',
  primary_holder_firstname: 'Ann',
  primary_holder_lastname: "O'Neil-Smith",
  primary_holder_dob: '1980-02-29',
  primary_relationship: 'Self',
  has_secondary: 'No',
  card_front: photo(1),
  card_back: photo(2),
  photo_id: photo(3),
  signature: typed,
  date: '2025-06-15',
};

const secondary = {
  has_secondary: 'Yes',
  secondary_carrier: 'Aetna',
  secondary_member_id: 'W987654321',
  secondary_holder_firstname: 'Bob',
  secondary_holder_lastname: 'Lee',
  secondary_holder_dob: '1978-11-02',
  secondary_relationship: 'Spouse',
};

describe('form 11: Insurance Information', () => {
  it('is template 11, with the patient, both policies, the photos and a signature', () => {
    expect(getTemplate(11)).toBe(template);
    expect(template.sections.map((s) => s.title)).toEqual([
      'Patient',
      'Primary Insurance',
      'Secondary Insurance',
      'Insurance Card and Photo ID',
      'Authorization',
    ]);
    const files = template.fields.filter((f) => f.type === 'file');
    expect(files.map((f) => [f.name, f.is_required])).toEqual([
      ['card_front', 1],
      ['card_back', 1],
      ['photo_id', 1],
    ]);
  });

  it('accepts a complete form with the optional fields left out and no secondary policy', () => {
    expect(validateInsuranceInformation(valid, options)).toEqual({});
  });

  it('lists every required message', () => {
    expect(validateInsuranceInformation({}, options)).toEqual({
      patient_firstname: ['Patient first name is required'],
      patient_lastname: ['Patient last name is required'],
      dob: ['Date of birth is required'],
      primary_carrier: ['Insurance company is required'],
      primary_member_id: ['Insurance member ID is required'],
      primary_holder_firstname: ["Policy holder's first name is required"],
      primary_holder_lastname: ["Policy holder's last name is required"],
      primary_holder_dob: ["Policy holder's date of birth is required"],
      primary_relationship: ["Policy holder's relationship to the patient is required"],
      has_secondary: ['Please answer whether you have secondary insurance'],
      card_front: ['Photo of the front of the insurance card is required'],
      card_back: ['Photo of the back of the insurance card is required'],
      photo_id: ['Photo ID is required'],
      signature: ['Signature is required'],
    });
  });

  it('offers Self, Spouse, Child and Other as the relationship, and nothing else', () => {
    const relationship = template.fields.find((f) => f.name === 'primary_relationship');
    expect(relationship?.options?.map((o) => o.value)).toEqual([
      'Self',
      'Spouse',
      'Child',
      'Other',
    ]);
    for (const value of ['Self', 'Spouse', 'Child', 'Other'])
      expect(
        validateInsuranceInformation({ ...valid, primary_relationship: value }, options),
      ).toEqual({});
    expect(
      validateInsuranceInformation({ ...valid, primary_relationship: 'Cousin' }, options),
    ).toEqual({
      primary_relationship: ["Policy holder's relationship to the patient is required"],
    });
  });

  it("checks the policy holder's name and a past date of birth", () => {
    expect(
      validateInsuranceInformation(
        { ...valid, primary_holder_firstname: '1234', primary_holder_dob: '2099-01-01' },
        options,
      ),
    ).toEqual({
      primary_holder_firstname: ['Name cannot be just numbers'],
      primary_holder_dob: ["Policy holder's date of birth cannot be in the future"],
    });
  });

  it('requires the secondary policy only when the patient has one', () => {
    // 'No' with stray secondary answers (typed before switching back) asks nothing of them.
    expect(
      validateInsuranceInformation({ ...valid, secondary_holder_dob: 'soon' }, options),
    ).toEqual({});
    expect(validateInsuranceInformation({ ...valid, has_secondary: 'Yes' }, options)).toEqual({
      secondary_carrier: ['Secondary insurance company is required'],
      secondary_member_id: ['Secondary insurance member ID is required'],
      secondary_holder_firstname: ["Secondary policy holder's first name is required"],
      secondary_holder_lastname: ["Secondary policy holder's last name is required"],
      secondary_holder_dob: ["Secondary policy holder's date of birth is required"],
      secondary_relationship: ["Secondary policy holder's relationship to the patient is required"],
    });
    expect(validateInsuranceInformation({ ...valid, ...secondary }, options)).toEqual({});
    expect(
      validateInsuranceInformation(
        { ...valid, ...secondary, secondary_holder_dob: '2099-01-01' },
        options,
      ),
    ).toEqual({
      secondary_holder_dob: ["Secondary policy holder's date of birth cannot be in the future"],
    });
  });

  it('shows the secondary questions only after Yes', () => {
    const secondaryNames = template.fields
      .filter((f) => f.name.startsWith('secondary_'))
      .map((f) => f.name);
    expect(secondaryNames).toHaveLength(8);
    const shownFor = (answer: string) =>
      visibleTemplateFields(template.fields, { has_secondary: answer });
    for (const name of secondaryNames) {
      expect(shownFor('Yes').has(name)).toBe(true);
      expect(shownFor('No').has(name)).toBe(false);
    }
    expect(shownFor('No').has('card_front')).toBe(true);
  });

  it('takes a photo only as the { upload_id } the upload route gave', () => {
    for (const bad of [
      'front.jpg',
      { upload_id: 'not-a-uuid' },
      [photo(1)],
      42,
      { id: photo(1).upload_id },
    ]) {
      expect(validateInsuranceInformation({ ...valid, card_back: bad }, options)).toEqual({
        card_back: [uploadMessages.invalid('Back of the insurance card')],
      });
    }
    expect(validateInsuranceInformation({ ...valid, photo_id: null }, options)).toEqual({
      photo_id: ['Photo ID is required'],
    });
    expect(validateInsuranceInformation({ ...valid, photo_id: '' }, options)).toEqual({
      photo_id: ['Photo ID is required'],
    });
  });

  it('never carries a photo into another form of a bundle', () => {
    // A clinic's own form asking for `card_front` must get its own upload: one upload is bound
    // to one form's submission.
    const merged = mergeBundleValues({}, valid, ['patient_firstname', 'card_front', 'plan']);
    expect(merged).toEqual({ patient_firstname: 'Ann' });
  });
});
