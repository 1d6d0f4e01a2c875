import { describe, expect, it } from 'vitest';
import { recordsReleaseTemplate } from './form-01-records-release.js';
import { medicalHistoryTemplate } from './form-03-medical-history.js';
import { demographyTemplate } from './form-04-demography.js';
import { fillNotice, type PracticeFacts } from './practice-notice.js';
import {
  addedQuestionsAt,
  customizationProblems,
  customizedTemplate,
  hideableFields,
} from './template-customization.js';
import { templateCustomizationSchema } from './template-customization-schemas.js';

const texas = { name: 'Hill Country Clinic', state: 'Texas', phone: '(512) 555-0100' };
const ohio = { name: 'Lakeside Family Clinic', state: 'Ohio', phone: '(614) 555-0100' };
const feeSentence = (practice: PracticeFacts, fee?: string) =>
  customizedTemplate(
    recordsReleaseTemplate,
    fee ? templateCustomizationSchema.parse({ records_fee: fee }) : null,
    practice,
  ).legalText[3];

describe("Records Release's fee sentence (decision 27)", () => {
  it("keeps the spec's Texas sentence for Texas clinics", () => {
    expect(feeSentence(texas)).toBe(
      'Under Texas law a fee may be charged for copies of medical records: $25.00 for the first 20 pages, then $0.50 per page for each page after that, plus postage.',
    );
    expect(feeSentence(texas)).toBe(recordsReleaseTemplate.legalText[3]);
  });

  it("says a neutral sentence elsewhere, with the clinic's fee when it set one", () => {
    expect(feeSentence(ohio)).toBe(
      'A reasonable, cost-based fee may be charged for copies of medical records, as Ohio law allows, plus postage.',
    );
    expect(feeSentence(ohio, '$6.50 per request')).toBe(
      'This practice charges $6.50 per request for copies of medical records, as Ohio law allows, plus postage.',
    );
    expect(feeSentence({ ...ohio, state: null })).not.toContain('Texas');
  });
});

describe('a clinic customizing a template', () => {
  it('fills placeholders from the practice, and neutral words where a fact is missing', () => {
    const text = 'Call {practice_name} at {practice_phone} in {practice_state}; keep {other}.';
    expect(fillNotice(text, texas)).toBe(
      'Call Hill Country Clinic at (512) 555-0100 in Texas; keep {other}.',
    );
    expect(fillNotice('Call {practice_phone}.', { name: 'X' })).toBe(
      "Call the practice's phone number.",
    );
  });

  it('rewords the notice and leaves out optional questions, keeping the rest', () => {
    const customization = templateCustomizationSchema.parse({
      notice: ['{practice_name} keeps your records private.', '  '],
      hidden: ['Apt_number'],
    });
    const mine = customizedTemplate(demographyTemplate, customization, ohio, {
      title: 'Demography (Columbus)',
      version: 3,
    });
    expect(mine.legalText).toEqual(['Lakeside Family Clinic keeps your records private.']);
    expect(mine.fields.map((f) => f.name)).not.toContain('Apt_number');
    expect(mine.fields).toHaveLength(demographyTemplate.fields.length - 1);
    expect([mine.title, mine.version]).toEqual(['Demography (Columbus)', 3]);
    // The template's validator and messages stay.
    expect(mine.validate({})).toEqual(demographyTemplate.validate({}));
  });

  it('never requires a question left out, though a template rule would ask for it', () => {
    const answers = { usesTobacco: 'Yes', tobaccoTypes: [{ name: 'cigars', checked: true }] };
    expect(medicalHistoryTemplate.validate(answers)).toHaveProperty('tobaccoAmountPerDay');
    const mine = customizedTemplate(
      medicalHistoryTemplate,
      templateCustomizationSchema.parse({ hidden: ['tobaccoAmountPerDay'] }),
      ohio,
    );
    expect(mine.validate(answers)).not.toHaveProperty('tobaccoAmountPerDay');
    expect(Object.keys(mine.validate(answers))).toEqual(
      Object.keys(medicalHistoryTemplate.validate(answers)).filter(
        (key) => key !== 'tobaccoAmountPerDay',
      ),
    );
  });

  it('refuses hiding a required question, a signature or a stranger, and unknown placeholders', () => {
    expect(hideableFields(demographyTemplate).map((f) => f.name)).not.toContain(
      'signature_patient',
    );
    const problems = customizationProblems(
      demographyTemplate,
      templateCustomizationSchema.parse({
        hidden: ['patient_firstname', 'no_such_question', 'signature_patient'],
        notice: ['Fine.', 'Pay {copy_fee} at {practice_name}.'],
      }),
    );
    expect(problems).toEqual({
      hidden: [
        'First Name cannot be hidden: the template needs it.',
        'This question is not on the template.',
        'Signature cannot be hidden: the template needs it.',
      ],
      'notice.1': [
        'Unknown placeholder {copy_fee}. Use {practice_name}, {practice_state}, {practice_phone}, {records_fee}.',
      ],
    });
  });
});

describe("a clinic's own questions on its version of a template", () => {
  const added = (blocks: unknown[]) => templateCustomizationSchema.parse({ added: blocks });
  const question = (name: string, more: Record<string, unknown> = {}) => ({
    name,
    label: name.replace(/_/g, ' '),
    type: 'input',
    input_type: 'text',
    ...more,
  });
  const mine = customizedTemplate(
    demographyTemplate,
    added([
      { ...question('Referring_doctor'), is_required: 1 },
      { ...question('Pharmacy'), input_type: 'yes_no', type: 'yes_no' },
      {
        ...question('Pharmacy_name', { is_required: 1 }),
        show_if: {
          join: 'all',
          conditions: [{ field: 'Pharmacy', op: 'equals', values: ['Yes'] }],
        },
      },
    ]),
    ohio,
  );

  it('asks them before the signing, checked as a clinic form checks its questions', () => {
    expect(mine.addedQuestions?.map((f) => f.name)).toEqual([
      'Referring_doctor',
      'Pharmacy',
      'Pharmacy_name',
    ]);
    const signed = demographyTemplate.sections.findIndex((s) =>
      s.fields.some((f) => f.type === 'signature'),
    );
    expect(addedQuestionsAt(mine)).toBe(signed);
    const errors = mine.validate({});
    expect(errors.Referring_doctor).toEqual(['Referring doctor is required']);
    // Hidden by its rule, a required question is not asked.
    expect(errors).not.toHaveProperty('Pharmacy_name');
    expect(mine.validate({ Pharmacy: 'Yes' }).Pharmacy_name).toEqual(['Pharmacy name is required']);
    // The template's own messages are unchanged, each said once.
    for (const [key, list] of Object.entries(demographyTemplate.validate({})))
      expect(errors[key]).toEqual(list);
  });

  it('leaves a version without added questions exactly the template', () => {
    const plain = customizedTemplate(demographyTemplate, added([]), ohio);
    expect(plain.addedQuestions).toBeUndefined();
    expect(plain.validate).toBe(demographyTemplate.validate);
  });

  it("refuses a template's answer key (in any case) and a second signature", () => {
    const problems = customizationProblems(
      demographyTemplate,
      added([
        question('PATIENT_FIRSTNAME'),
        { ...question('Guardian_sign'), input_type: 'signature', type: 'signature' },
      ]),
    );
    expect(problems).toEqual({
      'added.0.name': [
        'The template\'s question "First Name" already uses this answer key. Choose another under Advanced.',
      ],
      'added.1.input_type': [
        "The template's own signature closes the form. Ask for initials instead.",
      ],
    });
  });
});

// Issue 36, item 5: Medical History could not be signed.
describe('a signature asked for on a template that asks for none', () => {
  const history = {
    patient_firstname: 'Ann',
    patient_lastname: 'Lee',
    dob: '1980-05-01',
    gender: 'Female',
    has_medication_allergies: 'No',
    occupation: 'Teacher',
    maritalStatus: 'Married',
    usesTobacco: 'No',
    Alcohol: 'No',
  };
  const options = { today: new Date('2025-06-15T12:00:00Z') };
  const typed = { kind: 'typed', text: 'Ann Lee', font: 'Caveat' };
  const signed = (template = medicalHistoryTemplate) =>
    customizedTemplate(template, templateCustomizationSchema.parse({ signature: true }), ohio);

  it("leaves the spec's Medical History unsigned by default", () => {
    const plain = customizedTemplate(
      medicalHistoryTemplate,
      templateCustomizationSchema.parse({}),
      ohio,
    );
    expect(plain.fields.some((f) => f.type === 'signature')).toBe(false);
    expect(plain.sections).toHaveLength(medicalHistoryTemplate.sections.length);
    expect(plain.validate(history, options)).toEqual({});
  });

  it("closes the form with the patient's signature and the date, refused with the spec's messages", () => {
    const template = signed();
    expect(template.sections.at(-1)).toMatchObject({
      title: 'Signature',
      fields: [
        { name: 'signature_patient', type: 'signature', is_required: 1 },
        { name: 'date', type: 'date', defaultValue: 'today', readOnly: true },
      ],
    });
    // The ids go on after the template's own, as the registration numbers them.
    expect(template.fields.map((f) => f.id)).toEqual(template.fields.map((_, i) => i + 1));
    expect(template.validate(history, options)).toEqual({
      signature_patient: ['Patient signature is required'],
      date: ['Date is required'],
    });
    expect(
      template.validate({ ...history, signature_patient: typed, date: '2025-06-15' }, options),
    ).toEqual({});
    // The template's own rules still run beside it.
    expect(template.validate({ ...history, gender: '' }, options)).toHaveProperty('gender');
  });

  it('is offered only where the template asks for no signature', () => {
    expect(medicalHistoryTemplate.signatureBlock).toBeDefined();
    expect(recordsReleaseTemplate.signatureBlock).toBeUndefined();
    expect(
      customizationProblems(
        recordsReleaseTemplate,
        templateCustomizationSchema.parse({ signature: true }),
      ),
    ).toEqual({ signature: ['This template already asks for a signature.'] });
    expect(
      customizationProblems(
        medicalHistoryTemplate,
        templateCustomizationSchema.parse({ signature: true }),
      ),
    ).toEqual({});
  });
});
