import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

export const NUL_MESSAGE = 'This field contains a character that is not allowed.';

/** The path (a.b.0) of the first string holding a NUL character, walked without recursion. */
export function nulFieldOf(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * Refuses any request whose path, query or body carries a NUL character (U+0000), naming the
 * field. PostgreSQL cannot store NUL in text, so without this such input reached a query and
 * failed there as a 5xx (found by the fuzz test); no field of ours has a use for it.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      nulFieldOf(request.params) ?? nulFieldOf(request.query) ?? nulFieldOf(request.body);
    if (field !== null) throw AppError.field(field || 'body', NUL_MESSAGE);
  });
}
