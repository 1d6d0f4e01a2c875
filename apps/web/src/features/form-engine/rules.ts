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

const directiveYes = (v: TemplateValues) => v.advance_directive === 'yes';

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
