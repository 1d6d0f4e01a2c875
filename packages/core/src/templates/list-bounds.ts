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
  /** Set for a list of ticked options: the values it may hold. */
  options?: ReadonlySet<string>;
  /** The message for a row the question never offered (or more rows than its options). */
  invalid: string;
}

function listErrors(rules: readonly ListRule[], values: TemplateValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of rules) {
    const value = Object.hasOwn(values, rule.name) ? values[rule.name] : undefined;
    if (!Array.isArray(value)) continue;
    if (value.length > rule.max) {
      addFieldError(errors, rule.name, rule.options ? rule.invalid : listMessages.tooMany);
      continue;
    }
    const options = rule.options;
    if (options && value.some((item) => !options.has(textOf(item))))
      addFieldError(errors, rule.name, rule.invalid);
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
        options: new Set(options.map((o) => o.value)),
        invalid: checkMessages.invalidOption,
      });
    } else if (f.type === 'list') {
      rules.push({
        name: f.name,
        max: options.length > 0 ? options.length : LIST_MAX_ROWS,
        invalid: listMessages.tooMany,
      });
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
      options: new Set(f.options),
      invalid: customFormMessages.invalidOption(f.label || f.name),
    }));
  return listErrors(rules, values);
}
