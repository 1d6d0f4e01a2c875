import { isBlank, type FieldErrors } from '@paperless/core';

/** True when an error key belongs to a field: the field itself or one of its rows' inputs. */
export function belongsTo(key: string, name: string): boolean {
  return key === name || key.startsWith(`${name}.`);
}

export function withoutField(errors: FieldErrors, name: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !belongsTo(key, name)));
}

export function pickField(errors: FieldErrors, name: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => belongsTo(key, name)));
}

/** The value an error key points at: `surgeries.0.date` reads values.surgeries[0].date. */
export function valueAt(values: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((current, part) => {
    if (current === null || typeof current !== 'object') return undefined;
    return (current as Record<string, unknown>)[part];
  }, values);
}

/**
 * The errors a field shows after its input loses focus: the validator's messages for it, except
 * that a blank input gains no new message (a keyboard user tabbing past a field is not wrong
 * yet; submit reports what is missing).
 */
export function errorsOnBlur(
  current: FieldErrors,
  fresh: FieldErrors,
  values: Record<string, unknown>,
  key: string,
): FieldErrors {
  const next = withoutField(current, key);
  const blank = isBlank(valueAt(values, key));
  for (const [k, messages] of Object.entries(pickField(fresh, key))) {
    if (!blank || current[k]) next[k] = messages;
  }
  return next;
}

/**
 * After an edit, a message still on screen stays only while the validator still gives it (so
 * signing as guardian on form 2 clears the either-signature message); the edited field's own
 * messages go until the next blur or submit.
 */
export function errorsAfterEdit(
  current: FieldErrors,
  fresh: FieldErrors,
  edited: string,
): FieldErrors {
  const next: FieldErrors = {};
  for (const key of Object.keys(withoutField(current, edited))) {
    if (fresh[key]) next[key] = fresh[key];
  }
  return next;
}

export function firstMessage(errors: FieldErrors, key: string): string | undefined {
  const messages = errors[key];
  return messages && messages.length > 0 ? messages.join(' ') : undefined;
}
