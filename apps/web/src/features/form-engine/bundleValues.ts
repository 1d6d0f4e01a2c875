import {
  initialTemplateValues,
  isBlank,
  mergeBundleValues,
  type FormTemplate,
  type TemplateValues,
} from '@paperless/core';

/** What the forms before `step` hold, later forms' answers over earlier ones. */
export function earlierValues(saved: readonly (TemplateValues | undefined)[], step: number) {
  const shared: TemplateValues = {};
  for (const values of saved.slice(0, step)) {
    for (const [key, value] of Object.entries(values ?? {})) {
      if (!isBlank(value)) shared[key] = value;
    }
  }
  return shared;
}

/** The values a bundle step opens with: what was typed there before, or its defaults, merged. */
export function stepValues(
  template: FormTemplate,
  saved: TemplateValues | undefined,
  earlier: TemplateValues,
): TemplateValues {
  const own = saved ?? initialTemplateValues(template);
  return mergeBundleValues(
    own,
    earlier,
    template.fields.map((f) => f.name),
  );
}
