import {
  NO_ADVANCE_DIRECTIVE_NOTICE,
  applyAdvanceDirectiveRules,
  applyMedicalHistoryRules,
  type FormTemplate,
  type TemplateValues,
} from '@paperless/core';

/** The state rules of a template, applied after every change. */
export function applyTemplateRules(template: FormTemplate, values: TemplateValues): TemplateValues {
  if (template.id === 3) return applyMedicalHistoryRules(values);
  if (template.id === 8) return applyAdvanceDirectiveRules(values);
  return values;
}

type Condition = (values: TemplateValues) => boolean;

const tobaccoYes: Condition = (v) => v.usesTobacco === 'Yes';
const directiveYes: Condition = (v) => v.advance_directive === 'yes';

/** Fields shown only while an earlier answer makes them apply, keyed `templateId:name`. */
const SHOWN_WHEN: Record<string, Condition> = {
  '3:tobaccoTypes': tobaccoYes,
  '3:tobaccoAmountPerDay': tobaccoYes,
  '3:alcoholAmount': (v) => v.Alcohol === 'Yes',
  '3:allergy_details': (v) => v.has_medication_allergies === 'Yes',
  '8:dnr': directiveYes,
  '8:poa': directiveYes,
};

export function isFieldShown(template: FormTemplate, name: string, values: TemplateValues) {
  return SHOWN_WHEN[`${template.id}:${name}`]?.(values) ?? true;
}

/** A note shown under a field for some answers. */
export function noticeAfter(template: FormTemplate, name: string, values: TemplateValues) {
  if (template.id === 8 && name === 'advance_directive' && values.advance_directive === 'no') {
    return NO_ADVANCE_DIRECTIVE_NOTICE;
  }
  if (template.id === 8 && name === 'advance_directive' && directiveYes(values)) {
    return 'Check all that apply.';
  }
  return undefined;
}
