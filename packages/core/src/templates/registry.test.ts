import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_TEMPLATES, getTemplate, validateTemplateSubmission } from './registry.js';
import { FORM_TEMPLATE_IDS } from './types.js';
import { options } from './test-fixtures.js';

const RUNS = { numRuns: 200 };

describe('registry', () => {
  it('holds the ten templates and Insurance Information under their ids with the spec titles', () => {
    expect(
      FORM_TEMPLATE_IDS.map((id) => [id, FORM_TEMPLATES[id].id, FORM_TEMPLATES[id].title]),
    ).toEqual([
      [1, 1, 'Records Release Authorization Form'],
      [2, 2, 'Ownership Disclosure Form'],
      [3, 3, 'Medical History'],
      [4, 4, 'Demography'],
      [5, 5, 'Acknowledgment of Notice of Privacy Practices'],
      [6, 6, 'Disclosure of Physician Ownership'],
      [7, 7, 'Prescription Refill Policy'],
      [8, 8, 'Advance Directive Notice'],
      [9, 9, 'Telemedicine Informed Consent'],
      [10, 10, 'Notice of Privacy Practices'],
      [11, 11, 'Insurance Information'],
    ]);
  });

  it('finds templates by number or numeric string only', () => {
    expect(getTemplate(3)?.title).toBe('Medical History');
    expect(getTemplate('10')?.id).toBe(10);
    expect(getTemplate(0)).toBeUndefined();
    expect(getTemplate('11')?.title).toBe('Insurance Information');
    expect(getTemplate(12)).toBeUndefined();
    expect(getTemplate('1e0')).toBeUndefined();
    expect(getTemplate(null)).toBeUndefined();
  });

  it('gives every template unique field names, a version and a notice', () => {
    for (const template of Object.values(FORM_TEMPLATES)) {
      const names = template.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      expect(template.version).toBeGreaterThanOrEqual(1);
      expect(template.legalText.length).toBeGreaterThan(0);
    }
  });

  it('has 14 review-of-systems checklists on Medical History', () => {
    expect(FORM_TEMPLATES[3].fields.filter((f) => f.type === 'checklist')).toHaveLength(14);
  });

  it('validates through the template', () => {
    expect(validateTemplateSubmission(8, {}, options)).toEqual(
      FORM_TEMPLATES[8].validate({}, options),
    );
    expect(() => validateTemplateSubmission(12 as 1, {})).toThrow(RangeError);
  });
});

const fieldNamesOf = (id: (typeof FORM_TEMPLATE_IDS)[number]) =>
  FORM_TEMPLATES[id].fields.map((f) => f.name);

/** A key is a field name, or `<list field>.<row>.<property>` for a row of a list field. */
function namesAField(key: string, id: (typeof FORM_TEMPLATE_IDS)[number]) {
  const template = FORM_TEMPLATES[id];
  if (template.fields.some((f) => f.name === key)) return true;
  const [list, row, property, ...rest] = key.split('.');
  const field = template.fields.find((f) => f.name === list);
  return field?.type === 'list' && /^\d+$/.test(row ?? '') && !!property && rest.length === 0;
}

describe('validators on untrusted input', () => {
  const templateId = fc.constantFrom(...FORM_TEMPLATE_IDS);

  it('never throw on anything at all', () => {
    fc.assert(
      fc.property(templateId, fc.anything(), (id, values) => {
        const errors = FORM_TEMPLATES[id].validate(values as Record<string, unknown>, options);
        expect(typeof errors).toBe('object');
      }),
      RUNS,
    );
  });

  it('report only keys that name a field of the template, each with messages', () => {
    const submission = templateId.chain((id) =>
      fc.tuple(
        fc.constant(id),
        fc.dictionary(
          fc.constantFrom(...fieldNamesOf(id), '__proto__', 'constructor'),
          fc.anything(),
        ),
      ),
    );
    fc.assert(
      fc.property(submission, ([id, values]) => {
        const errors = FORM_TEMPLATES[id].validate(values, options);
        for (const [key, list] of Object.entries(errors)) {
          expect(namesAField(key, id), key).toBe(true);
          expect(list.length).toBeGreaterThan(0);
          for (const message of list) expect(typeof message).toBe('string');
        }
      }),
      RUNS,
    );
  });

  it('report row keys for malformed Medical History lists', () => {
    const row = fc.record(
      {
        id: fc.anything(),
        checked: fc.oneof(fc.boolean(), fc.anything()),
        date: fc.anything(),
        surgery: fc.anything(),
        family_member: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const lists = fc.record({
      conditions: fc.array(fc.oneof(row, fc.anything()), { maxLength: 4 }),
      immunizations: fc.array(row, { maxLength: 4 }),
      surgeries: fc.array(row, { maxLength: 4 }),
      family_medical_conditions: fc.array(row, { maxLength: 4 }),
      usesTobacco: fc.constantFrom('Yes', 'No', 7),
      tobaccoTypes: fc.array(fc.anything(), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(lists, (values) => {
        for (const key of Object.keys(FORM_TEMPLATES[3].validate(values, options))) {
          expect(namesAField(key, 3), key).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
