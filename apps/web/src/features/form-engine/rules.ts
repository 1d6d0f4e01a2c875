import type { FormTemplate, TemplateValues } from '@paperless/core';
import { templateParts } from './templateParts';

/** The state rules of a template, applied after every change (its parts must be loaded). */
export function applyTemplateRules(template: FormTemplate, values: TemplateValues): TemplateValues {
  const rules = templateParts(template).rules;
  return rules ? rules(values) : values;
}

/** A note shown under a field for some answers. */
export function noticeAfter(template: FormTemplate, name: string, values: TemplateValues) {
  return templateParts(template).noticeAfter?.(name, values);
}
