import type { TemplateValues } from './types.js';

/** Longer strings are not parsed: the validator refuses them by their length anyway. */
const PARSED_MAX = 100_000;

function arrayIn(text: string): unknown[] | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[') || trimmed.length > PARSED_MAX) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The spec (client portal, business constants): "A 'conditions' field may hold a list,
 * sometimes sent as a JSON array string." A list or checklist answer that arrives as a string
 * holding a JSON array is read as that array, so it is checked, stored and printed as the list
 * it is. Anything else stays as sent, for the template's validator to judge.
 */
export function listAnswersFromJson(
  fields: readonly { name: string; type: string }[],
  values: TemplateValues,
): TemplateValues {
  let read: TemplateValues | undefined;
  for (const field of fields) {
    if (field.type !== 'list' && field.type !== 'checklist') continue;
    const given = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    const rows = typeof given === 'string' ? arrayIn(given) : undefined;
    if (rows) (read ??= { ...values })[field.name] = rows;
  }
  return read ?? values;
}
