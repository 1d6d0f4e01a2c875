import { textOf } from './checks.js';
import { YES_NO, defineTemplate } from './define.js';
import {
  FAMILY_MEDICAL_CONDITIONS,
  IMMUNIZATIONS,
  MEDICAL_CONDITIONS,
  MEDICAL_HISTORY_OPTIONS,
  MEDICAL_HISTORY_SECTIONS,
} from './form-03-medical-history-data.js';
import type { FieldOption, TemplateValues, ValidationOptions } from './types.js';
import { type Validation, isRecord, rowsOf, startValidation } from './validation.js';

/** What the resets write into answers that no longer apply. */
export const NOT_APPLICABLE = 'Not applicable';
export const NO_ALLERGIES = 'None';

export const medicalHistoryMessages = {
  genderRequired: 'Gender selection is required',
  allergiesRequired: 'Medication allergies selection is required',
  occupationRequired: 'Occupation is required',
  maritalStatusRequired: 'Marital status selection is required',
  tobaccoRequired: 'Tobacco use selection is required',
  alcoholRequired: 'Alcohol use selection is required',
  tobaccoTypeRequired: 'Please select at least one tobacco type',
  tobaccoAmountRequired: 'Tobacco amount per day is required',
  alcoholAmountRequired: 'Alcohol amount is required',
  surgeryDateRequired: 'Date is required for this surgery',
  dateRequiredFor: (label: string) => `Date is required for ${label}`,
  familyMemberRequiredFor: (label: string) =>
    `Please specify which family member has ${label.toLowerCase()}`,
} as const;

const labelOf = (options: readonly FieldOption[], id: unknown, fallback: string) =>
  options.find((o) => o.value === id)?.label ?? fallback;

/** A checked row of conditions or immunizations needs the date it started or was given. */
function datedRows(v: Validation, list: string, options: readonly FieldOption[], noun: string) {
  rowsOf(v.value(list)).forEach((row, i) => {
    if (!isRecord(row)) return;
    const key = `${list}.${i}.date`;
    const label = labelOf(options, row.id, `this ${noun}`);
    if (row.checked === true && textOf(row.date) === '') {
      v.add(key, medicalHistoryMessages.dateRequiredFor(label));
    } else {
      v.dateValue(key, row.date, 'Date');
    }
  });
}

/** An amount left at 'Not applicable' by a reset is no answer once the patient says Yes. */
function answered(value: unknown) {
  const text = textOf(value);
  return text !== '' && text !== NOT_APPLICABLE;
}

export function validateMedicalHistory(values: TemplateValues, options?: ValidationOptions) {
  const m = medicalHistoryMessages;
  const o = MEDICAL_HISTORY_OPTIONS;
  const v = startValidation(values, options);
  v.patientIdentity(true);
  v.choice('gender', o.gender, m.genderRequired);
  v.choice('ethnicity', o.ethnicity);

  datedRows(v, 'conditions', MEDICAL_CONDITIONS, 'condition');
  datedRows(v, 'immunizations', IMMUNIZATIONS, 'immunization');
  rowsOf(v.value('surgeries')).forEach((row, i) => {
    if (!isRecord(row)) return;
    const key = `surgeries.${i}.date`;
    if (textOf(row.surgery) !== '' && textOf(row.date) === '') v.add(key, m.surgeryDateRequired);
    else v.dateValue(key, row.date, 'Date');
  });

  v.choice('has_medication_allergies', YES_NO, m.allergiesRequired);

  rowsOf(v.value('family_medical_conditions')).forEach((row, i) => {
    if (!isRecord(row) || row.checked !== true || textOf(row.family_member) !== '') return;
    const label = labelOf(FAMILY_MEDICAL_CONDITIONS, row.id, 'this condition');
    v.add(`family_medical_conditions.${i}.family_member`, m.familyMemberRequiredFor(label));
  });

  v.text('occupation', { required: m.occupationRequired });
  v.choice('maritalStatus', o.maritalStatus, m.maritalStatusRequired);

  v.choice('usesTobacco', YES_NO, m.tobaccoRequired);
  if (v.value('usesTobacco') === 'Yes') {
    const types = rowsOf(v.value('tobaccoTypes'));
    if (!types.some((t) => isRecord(t) && t.checked === true)) {
      v.add('tobaccoTypes', m.tobaccoTypeRequired);
    }
    if (!answered(v.value('tobaccoAmountPerDay'))) {
      v.add('tobaccoAmountPerDay', m.tobaccoAmountRequired);
    }
  }
  v.date('quitTobaccoDate', 'Quit date');

  v.choice('Alcohol', YES_NO, m.alcoholRequired);
  if (v.value('Alcohol') === 'Yes' && !answered(v.value('alcoholAmount'))) {
    v.add('alcoholAmount', m.alcoholAmountRequired);
  }

  v.date('lastColonoscopyDate', 'Last colonoscopy date');
  v.date('lastMammogramDate', 'Last mammogram date');
  return v.errors;
}

export const medicalHistoryTemplate = defineTemplate({
  id: 3,
  title: 'Medical History',
  version: 1,
  sections: MEDICAL_HISTORY_SECTIONS,
  legalText: [
    'I certify that the information I have given on this form is true and complete to the best of my knowledge, and I will tell this practice of any change in my health, medications or allergies.',
  ],
  validate: validateMedicalHistory,
});
