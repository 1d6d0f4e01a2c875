import { z } from 'zod';
import { messages } from '../messages.js';
import { EMAIL_PATTERN } from './field-rules.js';

// ID_MAX and isEmail live in field-rules.ts (no zod); they are exported here too, as before.
export { ID_MAX, isEmail } from './field-rules.js';

/**
 * Field builders that carry the spec's messages. A missing value and an empty one give the
 * same 'This is a required field.' so the server answers exactly what the form shows.
 */
export function requiredString(message: string = messages.required) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A password is never trimmed: spaces are part of it. */
export function requiredPassword(message: string = messages.required) {
  return z.string({ error: message }).min(1, { error: message, abort: true });
}

export function emailField(invalid: string = messages.invalidEmail) {
  return requiredString()
    .max(254, { error: invalid, abort: true })
    .refine((v) => EMAIL_PATTERN.test(v), { error: invalid })
    .transform((v) => v.toLowerCase());
}
