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

/**
 * Limits of a JSON body's shape, checked on its text before it is parsed (Security III). Parsing
 * is the one step no later check can shorten: an 8 MB body of 4,000,000 '[' held the event loop
 * about a second in JSON.parse, and 700,000 keys half a second, before the walk above ever ran.
 * They are twice the walk's own limits, so whatever passes here is still named precisely there.
 */
export const MAX_JSON_DEPTH = MAX_INPUT_DEPTH * 2;
export const MAX_JSON_CONTAINER_ENTRIES = MAX_INPUT_ENTRIES * 2;
/** Values in the whole body: a medical history with every list full is a few thousand. */
export const MAX_JSON_VALUES = 100_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

/**
 * The first problem of a JSON text nested or filled beyond the limits above, with the field it
 * is in (a.b.0, as the walk names it), or null. One pass over the text, skipping strings with
 * indexOf; malformed text is left for the parser to refuse.
 */
export function jsonShapeProblem(text: string): InputProblem | null {
  let depth = 0;
  let values = 0;
  // Per open container: whether it is an object, its commas, and the member being read (a key,
  // or an array's index). The path of the container at depth d is segments 1 .. d-1.
  const isObject: boolean[] = [false];
  const commas: number[] = [0];
  const segments: string[] = [''];
  let keyNext = false;
  const pathTo = (level: number) => segments.slice(1, level).join('.');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // The closing quote is the next one not escaped by an odd run of backslashes.
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end === -1) return null;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
      }
      if (keyNext) segments[depth] = text.slice(i + 1, Math.min(end, i + 201));
      keyNext = false;
      i = end;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > MAX_JSON_DEPTH) return { field: pathTo(depth), message: NESTING_MESSAGE };
      isObject[depth] = c === 0x7b;
      commas[depth] = 0;
      segments[depth] = '0';
      keyNext = c === 0x7b;
    } else if (c === 0x5d || c === 0x7d) {
      depth = Math.max(0, depth - 1);
      keyNext = false;
    } else if (c === COMMA) {
      const count = (commas[depth] ?? 0) + 1;
      commas[depth] = count;
      values++;
      if (count >= MAX_JSON_CONTAINER_ENTRIES || values >= MAX_JSON_VALUES)
        return { field: pathTo(depth), message: ENTRIES_MESSAGE };
      if (isObject[depth]) keyNext = true;
      else segments[depth] = String(count);
    }
  }
  return null;
}

/**
 * JSON bodies are measured before they are parsed (jsonShapeProblem), then parsed by Fastify's
 * own parser (with its prototype-poisoning checks). A route with a parser of its own (the
 * payment webhook's raw body) keeps it.
 */
export function guardJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem !== null) {
      done(AppError.field(problem.field || 'body', problem.message), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
