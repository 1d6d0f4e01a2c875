import {
  asksQuestion,
  customSubmissionErrors,
  dropHiddenAnswers,
  IDENTITY_ANSWERS,
  type TemplateValues,
} from '@paperless/core';
import { AppError } from '../../../lib/errors.js';
import type { FormDefinition } from '../../forms/index.js';
import { checkTemplateSubmission } from '../../form-templates/index.js';

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
    return checkTemplateSubmission(definition.template, values, today);
  }
  const errors = customSubmissionErrors(definition.fields, values, today);
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw new AppError('validation', errors[fields[0]!]?.[0] ?? 'Invalid form', errors);
  }
  // Only what the form asked this patient (and who the patient is) is kept: nothing else the
  // browser sent, and no answer to a question its conditions hid (issue 17).
  const kept = new Set(IDENTITY_ANSWERS.map((a) => a.name));
  for (const f of definition.fields) if (asksQuestion(f)) kept.add(f.name);
  const shown = dropHiddenAnswers(definition.fields, values);
  return Object.fromEntries(Object.entries(shown).filter(([key]) => kept.has(key)));
}
