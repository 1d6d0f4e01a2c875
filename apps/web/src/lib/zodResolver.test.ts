import { z } from 'zod';
import { expect, it } from 'vitest';
import { zodResolver } from './zodResolver';

it("gives the forms our wording where a schema has no message, and keeps the schema's own", async () => {
  const schema = z.object({
    seats: z.number(),
    name: z.string().min(1, 'Name is required'),
  });
  const resolve = zodResolver(schema);
  const result = await resolve({ seats: 'many' as unknown as number, name: '' }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  expect(result.errors.seats?.message).toBe('Enter a number.');
  expect(result.errors.name?.message).toBe('Name is required');
});
