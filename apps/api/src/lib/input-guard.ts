import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

export const NUL_MESSAGE = 'This field contains a character that is not allowed.';
export const NESTING_MESSAGE = 'This field is nested too deeply.';
export const ENTRIES_MESSAGE = 'This field has too many entries.';

/**
 * How deep a request's JSON may nest. Our deepest real input is a list row of a form
 * (body.fields.surgeries.0.date: 4 levels); 32 leaves room for any future shape. A body nested
 * thousands deep (a few kilobytes of '[[[[') used to reach JSON.stringify when its answers were
 * sealed, which overflowed the stack: a 500 (found by the fuzz test of security review II).
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * How many entries one list or object of a request may hold. Our largest real ones are a
 * medical history's answers (about 150 keys) and a custom form's fields (at most 300); a list
 * answer holds at most 50 rows or its options (core list-bounds.ts). Walking 2,000,000 entries
 * of one list (an 8 MB body) held the event loop for one to two seconds before any rule of the
 * form could refuse it (Security III).
 */
export const MAX_INPUT_ENTRIES = 1_000;

export type InputProblem = { field: string; message: string };

/**
 * The first thing in a value we refuse: a string or key holding a NUL character, nesting
 * deeper than MAX_INPUT_DEPTH or a list or object of more than MAX_INPUT_ENTRIES entries, with
 * the path (a.b.0) where it was found. Walked without
 * recursion, so no input can overflow the stack here.
 */
export function inputProblemOf(value: unknown): InputProblem | null {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { field: path, message: NUL_MESSAGE };
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      if (depth >= MAX_INPUT_DEPTH) return { field: path, message: NESTING_MESSAGE };
      const entries = Array.isArray(current) ? current.length : Object.keys(current).length;
      if (entries > MAX_INPUT_ENTRIES) return { field: path || 'body', message: ENTRIES_MESSAGE };
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return { field: path, message: NUL_MESSAGE };
        stack.push([child, path ? `${path}.${key}` : key, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Refuses any request whose path, query or body carries a NUL character (U+0000), nests deeper
 * than MAX_INPUT_DEPTH or holds more than MAX_INPUT_ENTRIES in one list or object, naming the
 * field. PostgreSQL cannot store NUL in text, so without
 * this such input reached a query and failed there as a 5xx (found by the fuzz test); no field
 * of ours has a use for it.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      inputProblemOf(request.params) ??
      inputProblemOf(request.query) ??
      inputProblemOf(request.body);
    if (problem !== null) throw AppError.field(problem.field || 'body', problem.message);
  });
}
