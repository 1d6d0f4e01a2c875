import { messages } from '../messages.js';
import { isSigned } from './signature.js';
import { addFieldError, type FieldErrors } from './types.js';

/**
 * How long a patient's text answer may be, checked by the fill page and again by the server
 * (template validators through defineTemplate, custom forms through
 * validateCustomFormSubmission). A one-line answer (a name, an address, a phone number, a
 * medication, one cell of a list) is at most 500 characters: the longest real ones (a
 * facility's full name and address) stay under 200. A text area (why records are requested,
 * which records) is at most 10 000 characters, about four printed pages, more than any intake
 * question needs. A 7 MB answer used to be stored and printed; now it is a 422 naming the field.
 */
export const ANSWER_MAX_LENGTH = { short: 500, long: 10_000 } as const;

/** The fields whose answers are checked: a template's or a custom form's, by their type. */
export interface LengthCheckedField {
  name: string;
  label: string;
  type: string;
}

/**
 * Counted in characters (code points), as the patient sees them; a string is never split when
 * its UTF-16 length already decides (at most two units per character).
 */
function overCap(text: string, cap: number): boolean {
  if (text.length <= cap) return false;
  if (text.length > cap * 2) return true;
  return [...text].length > cap;
}

/**
 * Who the patient is: the fill page asks it above every custom form (schemas/patient-links.ts);
 * a template has these among its own fields.
 */
export const IDENTITY_ANSWERS: readonly LengthCheckedField[] = [
  { name: 'patient_firstname', label: 'Patient First Name', type: 'text' },
  { name: 'patient_lastname', label: 'Patient Last Name', type: 'text' },
  { name: 'dob', label: 'Date of Birth', type: 'date' },
];

function capOf(field: LengthCheckedField | undefined): number {
  return field?.type === 'textarea' ? ANSWER_MAX_LENGTH.long : ANSWER_MAX_LENGTH.short;
}

/**
 * Every answer over its cap, keyed like the validators' messages: the field, or for a list or
 * group the row and property (`surgeries.0.surgery`). Answers no field asked for are held to
 * the long cap, as they may be stored too. A signature that is really one (its image capped by
 * its own schema) is not text. Values come from the network: anything is accepted, the walk has
 * no recursion (the server refuses deeper nesting before this runs), and nothing throws.
 */
export function answerLengthErrors(
  fields: readonly LengthCheckedField[],
  values: unknown,
): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return errors;
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    const field = byName.get(name);
    if (field?.type === 'signature' && isSigned(value)) continue;
    const cap = field ? capOf(field) : ANSWER_MAX_LENGTH.long;
    const label = field?.label || name;
    const stack: [unknown, string][] = [[value, name]];
    while (stack.length > 0) {
      const [current, key] = stack.pop()!;
      if (typeof current === 'string') {
        if (overCap(current, cap)) addFieldError(errors, key, messages.answerTooLong(label, cap));
      } else if (typeof current === 'object' && current !== null) {
        for (const [part, child] of Object.entries(current)) stack.push([child, `${key}.${part}`]);
      }
    }
  }
  return errors;
}

/** Two sets of messages as one, each field's messages in order. */
export function mergeFieldErrors(first: FieldErrors, second: FieldErrors): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of [first, second])
    for (const [key, list] of Object.entries(errors))
      for (const message of list) addFieldError(merged, key, message);
  return merged;
}
