import type { CustomFormField } from '@paperless/core';

/** The patient's calendar day as a date input writes it (YYYY-MM-DD). */
function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What the browser can do with a question's limits: the right keyboard, a date picker that
 * greys out days the rule refuses. Hints only: core's checks decide and name every mistake
 * (which is also why a text's max_length is no maxLength: that would cut pasted text off, and
 * the patient would never see why).
 */
export function limitHints(field: CustomFormField): {
  inputMode?: 'text';
  min?: string;
  max?: string;
} {
  // A phone's decimal keypad has no minus sign: a number that may be negative needs the keyboard.
  if (field.input_type === 'number' && field.min != null && field.min < 0)
    return { inputMode: 'text' };
  if (field.input_type === 'date' && field.date_rule === 'past') return { max: localDay() };
  if (field.input_type === 'date' && field.date_rule === 'future') return { min: localDay() };
  return {};
}
