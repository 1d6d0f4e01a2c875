import { z } from 'zod';
import { beforeAll, expect, it } from 'vitest';
import { installValidationMessages } from './validation-messages.js';

beforeAll(() => installValidationMessages());

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

it("replaces zod's wording where a schema has no message of its own", () => {
  expect(messageOf(z.coerce.number().int().positive(), 'abc')).toBe('Enter a number.');
  expect(messageOf(z.number().int(), 1.5)).toBe('Enter a whole number.');
  expect(messageOf(z.object({ name: z.string() }), {})).toBe('This field is required.');
  expect(messageOf(z.string().min(1), '')).toBe('This field is required.');
  expect(messageOf(z.string().max(5), 'too long')).toBe('Enter at most 5 characters.');
  expect(messageOf(z.number().min(1), 0)).toBe('Enter 1 or more.');
  expect(messageOf(z.number().max(100), 101)).toBe('Enter 100 or less.');
  expect(messageOf(z.email(), 'nope')).toBe('Enter a valid e-mail address.');
  expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of the offered options.');
  expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('Unknown field: extra.');
});

it("keeps a schema's own message (the spec's texts)", () => {
  expect(messageOf(z.string().min(1, 'First Name is required'), '')).toBe('First Name is required');
  expect(messageOf(z.number({ error: 'Price must be a number' }), 'x')).toBe(
    'Price must be a number',
  );
});
