import { checkMessages, textOf } from './checks.js';
import { customFormMessages, type CustomFormField } from './custom-form.js';
import {
  addFieldError,
  type FieldErrors,
  type TemplateField,
  type TemplateValues,
} from './types.js';

/**
 * How long a list answer may be (Security III): a free list (conditions, surgeries, medications
 * and the like) holds at most LIST_MAX_ROWS rows, a list of ticked options at most its options,
 * each one of them. These are checked before any rule reads an answer: a submission of two
 * million short strings, each within its length cap, held the shared server for seconds while
 * the form's rules walked it again and again.
 */
export const LIST_MAX_ROWS = 50;

export const listMessages = {
  tooMany: `This list can have at most ${LIST_MAX_ROWS} entries.`,
} as const;

interface ListRule {
  name: string;
  /** Most rows the answer may hold. */
  max: number;
  /**
   * A list of ticked options: the values it may hold, and the message for one it never offered
   * (or for more rows than its options). A free list's message is listMessages.tooMany.
   */
  choice?: { options: ReadonlySet<string>; invalid: string };
}

function listErrors(rules: readonly ListRule[], values: TemplateValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const { name, max, choice } of rules) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (!Array.isArray(value)) continue;
    if (choice) {
      if (value.length > max || value.some((item) => !choice.options.has(textOf(item))))
        addFieldError(errors, name, choice.invalid);
    } else if (value.length > max) {
      addFieldError(errors, name, listMessages.tooMany);
    }
  }
  return errors;
}

/**
 * A template's lists: a checklist holds only its options; a list of rows per option (the
 * medical conditions, each with its date) at most one row per option; any other list at most
 * LIST_MAX_ROWS rows.
 */
export function templateListErrors(
  fields: readonly TemplateField[],
  values: TemplateValues,
): FieldErrors {
  const rules: ListRule[] = [];
  for (const f of fields) {
    const options = f.options ?? [];
    if (f.type === 'checklist') {
      rules.push({
        name: f.name,
        max: options.length,
        choice: {
          options: new Set(options.map((o) => o.value)),
          invalid: checkMessages.invalidOption,
        },
      });
    } else if (f.type === 'list') {
      rules.push({ name: f.name, max: options.length > 0 ? options.length : LIST_MAX_ROWS });
    }
  }
  return listErrors(rules, values);
}

/** A clinic form's lists: a checkbox question with options takes only those options. */
export function customFormListErrors(
  fields: readonly CustomFormField[],
  values: TemplateValues,
): FieldErrors {
  const rules: ListRule[] = fields
    .filter((f) => f.input_type === 'checkbox' && f.options.length > 0)
    .map((f) => ({
      name: f.name,
      max: f.options.length,
      choice: {
        options: new Set(f.options),
        invalid: customFormMessages.invalidOption(f.label || f.name),
      },
    }));
  return listErrors(rules, values);
}
