import { z } from 'zod';
import { messages } from '../messages.js';

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

// A pragmatic address check (local@domain.tld), as forms commonly apply; the server's mail
// delivery is the real proof of an address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function emailField(invalid: string = messages.invalidEmail) {
  return requiredString()
    .max(254, { error: invalid, abort: true })
    .refine((v) => EMAIL_PATTERN.test(v), { error: invalid })
    .transform((v) => v.toLowerCase());
}

/**
 * The largest id an integer column holds. Ids from requests are bounded by it, so a bigger
 * number is bad input (4xx), never a query that fails (5xx).
 */
export const ID_MAX = 2_147_483_647;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
