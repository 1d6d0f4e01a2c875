import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

export const NUL_MESSAGE = 'This field contains a character that is not allowed.';
export const NESTING_MESSAGE = 'This field is nested too deeply.';

/**
 * How deep a request's JSON may nest. Our deepest real input is a list row of a form
 * (body.fields.surgeries.0.date: 4 levels); 32 leaves room for any future shape. A body nested
 * thousands deep (a few kilobytes of '[[[[') used to reach JSON.stringify when its answers were
 * sealed, which overflowed the stack: a 500 (found by the fuzz test of security review II).
 */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = { field: string; message: string };

/**
 * The first thing in a value we refuse: a string or key holding a NUL character, or nesting
 * deeper than MAX_INPUT_DEPTH, with the path (a.b.0) where it was found. Walked without
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
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return { field: path, message: NUL_MESSAGE };
        stack.push([child, path ? `${path}.${key}` : key, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Refuses any request whose path, query or body carries a NUL character (U+0000) or nests
 * deeper than MAX_INPUT_DEPTH, naming the field. PostgreSQL cannot store NUL in text, so without
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
