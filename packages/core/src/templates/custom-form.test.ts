import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationNoticeText, type CustomFormFieldInput } from './custom-form.js';
import { customFormFieldSchema } from './custom-form-schemas.js';
import { validateCustomFormSubmission } from './custom-form-validation.js';
import { typed } from './test-fixtures.js';

const fields = (inputs: CustomFormFieldInput[]) =>
  inputs.map((f) => customFormFieldSchema.parse(f));

const form = fields([
  { name: 'full_name', label: 'Full Name', type: 'input', input_type: 'text', is_required: 1 },
  { name: 'email', label: 'Email', type: 'input', input_type: 'email', is_required: true },
  { name: 'phone', label: 'Phone', type: 'input', input_type: 'tel', is_required: 0 },
  { name: 'age', label: '', type: 'input', input_type: 'number', is_required: false },
  { name: 'agree', label: 'I agree', type: 'checkbox', input_type: 'checkbox', is_required: 1 },
  {
    name: 'visit',
    label: 'Visit type',
    type: 'select',
    input_type: 'select',
    is_required: 1,
    options: ['New', 'Follow-up'],
  },
  { name: 'sign', label: 'Signature', type: 'signature', input_type: 'signature', is_required: 1 },
]);

const valid = {
  full_name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(214) 555-1234',
  age: '42',
  agree: true,
  visit: 'New',
  sign: typed,
};

describe('custom form fields', () => {
  it('normalises the required flag to 0/1 and defaults options', () => {
    expect(form.map((f) => f.is_required)).toEqual([1, 1, 0, 0, 1, 1, 1]);
    expect(form[0]?.options).toEqual([]);
  });

  it('rejects a select without options and an unknown input type', () => {
    const noOptions = customFormFieldSchema.safeParse({
      name: 'x',
      type: 'select',
      input_type: 'radio',
    });
    expect(noOptions.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['options', 'Dropdowns and choice questions need at least one option.'],
    ]);
    expect(
      customFormFieldSchema.safeParse({ name: 'x', type: 'input', input_type: 'color' }).success,
    ).toBe(false);
  });
});

describe('custom form submission', () => {
  it('accepts a complete submission', () => {
    expect(validateCustomFormSubmission(form, valid)).toEqual({});
  });

  it('names every missing required field', () => {
    const errors = validateCustomFormSubmission(form, {
      full_name: '  ',
      agree: false,
      sign: { kind: 'typed' },
    });
    expect(errors).toEqual({
      full_name: ['Full Name is required'],
      email: ['Email is required'],
      agree: ['I agree is required'],
      visit: ['Visit type is required'],
      sign: ['Signature is required'],
    });
    expect(validationNoticeText(errors).split('\n')).toHaveLength(5);
  });

  it.each([
    ['email', 'ann@', 'Email must be a valid email'],
    ['phone', '555-1234', 'Phone must be a valid phone number'],
    ['phone', '1234567890123456', 'Phone must be a valid phone number'],
    ['age', 'forty', 'age must be a number'],
    ['visit', 'Walk-in', 'Visit type must be one of the listed options'],
  ])('%s %j gives %s', (key, value, message) => {
    expect(validateCustomFormSubmission(form, { ...valid, [key]: value })).toEqual({
      [key]: [message],
    });
  });

  it('never throws and reports only its field names', () => {
    const names = form.map((f) => f.name);
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...names), fc.anything())),
        (values) => {
          for (const key of Object.keys(validateCustomFormSubmission(form, values))) {
            expect(names).toContain(key);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
