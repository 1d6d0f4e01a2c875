import { defineTemplate, field, patientIdentityFields, REQUIRED, shownWhen } from './define.js';
import type { FieldOption, TemplateValues, ValidationOptions } from './types.js';
import { startValidation } from './validation.js';

export const ADVANCE_DIRECTIVE_OPTIONS: readonly FieldOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const advanceDirectiveMessages = {
  answerRequired: 'Please select whether you have an advance directive.',
} as const;

/** Shown instead of the DNR/POA choice when the patient has no advance directive. */
export const NO_ADVANCE_DIRECTIVE_NOTICE =
  'If you would like information about advance directives, please ask our staff.';

export function validateAdvanceDirective(values: TemplateValues, options?: ValidationOptions) {
  const v = startValidation(values, options);
  v.patientIdentity(true);
  v.choice('advance_directive', ADVANCE_DIRECTIVE_OPTIONS, advanceDirectiveMessages.answerRequired);
  return v.errors;
}

export const advanceDirectiveTemplate = defineTemplate({
  id: 8,
  title: 'Advance Directive Notice',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields() },
    {
      title: 'Advance Directive',
      fields: [
        field('radio', 'advance_directive', 'Do you have an advance directive?', {
          ...REQUIRED,
          options: ADVANCE_DIRECTIVE_OPTIONS,
        }),
        field('checkbox', 'dnr', 'Do Not Resuscitate (DNR) order', {
          defaultValue: false,
          ...shownWhen('advance_directive', 'yes'),
        }),
        field('checkbox', 'poa', 'Medical Power of Attorney (POA)', {
          defaultValue: false,
          ...shownWhen('advance_directive', 'yes'),
        }),
      ],
    },
  ],
  legalText: [
    'An advance directive is a written statement of your wishes about medical treatment, used if you become unable to make or communicate decisions yourself. Examples are a directive to physicians, an out-of-hospital do-not-resuscitate (DNR) order and a medical power of attorney (POA), which names someone to make health care decisions for you.',
    'You do not need an advance directive to receive care at this practice.',
    'If you have an advance directive, please give our staff a copy so it can be kept in your medical record. If you have one, check all that apply.',
  ],
  validate: validateAdvanceDirective,
});
