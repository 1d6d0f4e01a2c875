/**
 * Field rules without zod: what the patient's first load reads (fields.ts builds the schemas'
 * fields on them; a page that imports a builder there brings zod with it).
 */

// A pragmatic address check (local@domain.tld), as forms commonly apply; the server's mail
// delivery is the real proof of an address.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The largest id an integer column holds. Ids from requests are bounded by it, so a bigger
 * number is bad input (4xx), never a query that fails (5xx).
 */
export const ID_MAX = 2_147_483_647;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
