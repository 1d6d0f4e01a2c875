import { isEmail } from '../schemas/field-rules.js';
import { answerLengthErrors, IDENTITY_ANSWERS } from './answer-length.js';
import { calendarDateOf, isBlank, isoDay, textOf } from './checks.js';
import { dropHiddenAnswers, visibleBlockNames } from './conditions.js';
import { asksQuestion, customFormMessages, type CustomFormField } from './custom-form.js';
import { YES_NO_OPTIONS } from './condition-checks.js';
import { isSigned } from './signature.js';
import { isUploadAnswer, uploadMessages } from './uploads.js';
import { addFieldError, type FieldErrors } from './types.js';
import { customFormListErrors } from './list-bounds.js';
import { isRecord } from './validation.js';

// Formatting people type into a phone number; what remains must be 10 to 15 digits.
const PHONE_FORMATTING = /[\s\-().+]/g;
const TEN_TO_FIFTEEN_DIGITS = /^\d{10,15}$/;
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
// Initials as typed: letters of any script, dots and spaces between them allowed.
const INITIALS_SEPARATORS = /[\s.]/g;
const INITIALS = /^\p{L}{1,4}$/u;
const DAY_MS = 86_400_000;

export const displayName = (f: CustomFormField) => f.label || f.name;

function isAnswered(f: CustomFormField, value: unknown): boolean {
  if (f.input_type === 'signature') return isSigned(value);
  // Anything there counts as an attempt; formatError says when it is no upload of ours.
  if (f.input_type === 'file') return typeof value === 'object' && value !== null;
  if (f.input_type === 'checkbox') {
    if (Array.isArray(value)) return value.some((v) => textOf(v) !== '');
    return value === true || value === 'true' || value === 'on' || value === 1;
  }
  return textOf(value) !== '';
}

function lengthError(f: CustomFormField, text: string): string | undefined {
  const length = [...text].length;
  if (f.min_length != null && length < f.min_length)
    return customFormMessages.tooShort(displayName(f), f.min_length);
  if (f.max_length != null && length > f.max_length)
    return customFormMessages.tooLong(displayName(f), f.max_length);
  return undefined;
}

function numberError(f: CustomFormField, text: string): string | undefined {
  const name = displayName(f);
  if (!NUMBER.test(text)) return customFormMessages.notNumber(name);
  const n = Number(text);
  if (f.min != null && n < f.min) return customFormMessages.belowMin(name, f.min);
  if (f.max != null && n > f.max) return customFormMessages.aboveMax(name, f.max);
  return undefined;
}

function dateError(f: CustomFormField, text: string, today: Date | undefined): string | undefined {
  const name = displayName(f);
  const day = calendarDateOf(text);
  if (day === undefined) return customFormMessages.invalidDate(name);
  // isoDay is UTC, at or ahead of every US clinic's day: "past" may take UTC's today, and
  // "future" takes the day before it, so no patient's own today is refused either way.
  if (f.date_rule === 'past' && day > isoDay(today)) return customFormMessages.notPast(name);
  const yesterday = new Date((today ?? new Date()).getTime() - DAY_MS);
  if (f.date_rule === 'future' && day < isoDay(yesterday))
    return customFormMessages.notFuture(name);
  return undefined;
}

function formatError(f: CustomFormField, value: unknown, today?: Date): string | undefined {
  const text = textOf(value);
  const name = displayName(f);
  switch (f.input_type) {
    case 'text':
    case 'textarea':
      return lengthError(f, text);
    case 'email':
      return isEmail(text) ? undefined : customFormMessages.invalidEmail(name);
    case 'tel':
      return TEN_TO_FIFTEEN_DIGITS.test(text.replace(PHONE_FORMATTING, ''))
        ? undefined
        : customFormMessages.invalidPhone(name);
    case 'number':
      return numberError(f, text);
    case 'date':
      return dateError(f, text, today);
    case 'select':
    case 'radio':
      return f.options.includes(text) ? undefined : customFormMessages.invalidOption(name);
    case 'yes_no':
      return (YES_NO_OPTIONS as readonly string[]).includes(text)
        ? undefined
        : customFormMessages.invalidOption(name);
    case 'initials':
      return INITIALS.test(text.replace(INITIALS_SEPARATORS, ''))
        ? undefined
        : customFormMessages.invalidInitials(name);
    case 'file':
      return isUploadAnswer(value) ? undefined : uploadMessages.invalid(name);
    default:
      return undefined;
  }
}

/**
 * Checks a submission of a custom form against its fields, keyed by field name. Only the
 * questions the patient was shown count (conditions.ts): a hidden question is never required
 * and its answer is not read. Values arrive from the network, so anything is accepted and
 * nothing throws.
 */
export function validateCustomFormSubmission(
  fields: readonly CustomFormField[],
  values: unknown,
  options: { today?: Date } = {},
): FieldErrors {
  const given = isRecord(values) ? values : {};
  // Lists first, by their length alone: nothing below reads an answer longer than its question.
  const listErrors = customFormListErrors(fields, given);
  if (Object.keys(listErrors).length > 0) return listErrors;
  // The rules are evaluated once: the answers they hide do not change what is shown.
  const shown = visibleBlockNames(fields, given);
  const source = dropHiddenAnswers(fields, given, shown);
  const questions = fields.filter(asksQuestion);
  // Caps every text answer (the identity fields the fill page adds too, and any extra key).
  const errors: FieldErrors = answerLengthErrors(
    [
      ...IDENTITY_ANSWERS,
      ...questions.map((f) => ({ name: f.name, label: displayName(f), type: f.input_type })),
    ],
    source,
  );
  for (const f of questions) {
    // An answer over its cap says so, and only that: the other checks need not read it.
    if (!shown.has(f.name) || Object.hasOwn(errors, f.name)) continue;
    const value = Object.hasOwn(source, f.name) ? source[f.name] : undefined;
    if (!isAnswered(f, value)) {
      if (f.is_required === 1)
        addFieldError(errors, f.name, customFormMessages.required(displayName(f)));
      continue;
    }
    if (isBlank(value)) continue;
    const message = formatError(f, value, options.today);
    if (message) addFieldError(errors, f.name, message);
  }
  return errors;
}
