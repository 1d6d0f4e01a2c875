import {
  applyAdvanceDirectiveRules,
  applyMedicalHistoryRules,
  asksQuestion,
  customFormListErrors,
  customSubmissionErrors,
  dropHiddenAnswers,
  dropHiddenTemplateAnswers,
  getTemplate,
  IDENTITY_ANSWERS,
  listAnswersFromJson,
  mergeFieldErrors,
  templateListErrors,
  type FieldErrors,
  type FormTemplate,
  type TemplateValues,
} from '@paperless/core';
import { AppError } from '../../../lib/errors.js';
import type { FormDefinition } from '../../forms/index.js';

/** Templates whose answers depend on each other are normalised exactly as the browser does. */
const STATE_RULES: Partial<Record<number, (values: TemplateValues) => TemplateValues>> = {
  3: applyMedicalHistoryRules,
  8: applyAdvanceDirectiveRules,
};

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
  throwIfAny(customSubmissionErrors(definition.fields, values, today));
  // Only what the form asked this patient (and who the patient is) is kept: nothing else the
  // browser sent, and no answer to a question its conditions hid (issue 17).
  const kept = new Set(IDENTITY_ANSWERS.map((a) => a.name));
  for (const f of definition.fields) if (asksQuestion(f)) kept.add(f.name);
  const shown = dropHiddenAnswers(definition.fields, values);
  return Object.fromEntries(Object.entries(shown).filter(([key]) => kept.has(key)));
}

function templateById(id: number): FormTemplate {
  const template = getTemplate(id);
  if (!template) throw new AppError('not_found', 'Form not found.');
  return template;
}

/** Bad answers: a 422 naming each field, the first field's first message as its message. */
function throwIfAny(errors: FieldErrors): void {
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw new AppError('validation', errors[fields[0]!]?.[0] ?? 'Invalid form', errors);
  }
}

/**
 * What a submission of a template is stored as: the answers after the template's state rules,
 * checked by the same validator the browser ran. Bad answers raise a 422 naming each field.
 * `form` is the template by id, or as a clinic tailored it (core customizedTemplate).
 */
export function checkTemplateSubmission(
  form: number | FormTemplate,
  values: TemplateValues,
  today = new Date(),
): TemplateValues {
  const template = typeof form === 'number' ? templateById(form) : form;
  // Only answers to this form's questions and to who the patient is are read at all: keys the
  // template does not have were stored as sent (780 of 10,000 characters; Security III).
  const known = new Set(IDENTITY_ANSWERS.map((a) => a.name));
  for (const f of template.fields) known.add(f.name);
  for (const q of template.addedQuestions ?? []) if (asksQuestion(q)) known.add(q.name);
  values = Object.fromEntries(Object.entries(values).filter(([key]) => known.has(key)));
  // A field its showIf hides was not asked: its answer goes (the gynecologic questions of a
  // patient who answered Male), as does a clinic's added question its rule hides. The state
  // rules then write their placeholders as the browser does, so a non-smoker's record still
  // reads "Not applicable" (spec).
  // A list sent as a JSON array string (the spec's 'conditions') is read as the list it holds.
  const read = listAnswersFromJson(template.fields, values);
  // Lists by their length before any rule walks them (core list-bounds.ts).
  const listErrors = mergeFieldErrors(
    templateListErrors(template.fields, read),
    customFormListErrors(template.addedQuestions ?? [], read),
  );
  throwIfAny(listErrors);
  const asked = dropHiddenAnswers(
    template.addedQuestions ?? [],
    dropHiddenTemplateAnswers(template.fields, read),
  );
  const normalised = STATE_RULES[template.id]?.(asked) ?? asked;
  throwIfAny(template.validate(normalised, { today }));
  // Only the questions this form asks are kept: none of those the clinic left out.
  const base = templateById(template.id);
  if (base.fields.length === template.fields.length) return normalised;
  const kept = new Set(template.fields.map((f) => f.name));
  return Object.fromEntries(
    Object.entries(normalised).filter(
      ([key]) => kept.has(key) || !base.fields.some((f) => f.name === key),
    ),
  );
}
