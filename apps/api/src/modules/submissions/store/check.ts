import { customSubmissionErrors, type TemplateValues } from '@paperless/core';
import { AppError } from '../../../lib/errors.js';
import type { FormDefinition } from '../../forms/definition.js';
import { checkTemplateSubmission } from '../../form-templates/service.js';

/**
 * The answers to store for one form, checked by the same rules the patient's page ran: a
 * template's validator (after its state rules), or a custom form's field checks plus the
 * patient's name and date of birth, which every submission is filed under. Anything wrong is a
 * 422 naming each field; nothing is stored.
 */
export function checkAnswers(
  definition: FormDefinition,
  values: TemplateValues,
  today = new Date(),
): TemplateValues {
  if (definition.kind === 'template') {
    return checkTemplateSubmission(definition.template.id, values, today);
  }
  const errors = customSubmissionErrors(definition.fields, values, today);
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw new AppError('validation', errors[fields[0]!]?.[0] ?? 'Invalid form', errors);
  }
  // Only what the form asks (and who the patient is) is kept: nothing else the browser sent.
  const kept = new Set(['patient_firstname', 'patient_lastname', 'dob']);
  for (const f of definition.fields) kept.add(f.name);
  return Object.fromEntries(Object.entries(values).filter(([key]) => kept.has(key)));
}
