import { z } from 'zod';

/**
 * Our wording for what a schema checks without a message of its own (a path id, a page number,
 * a field's length cap). Fields on the spec's forms carry the spec's texts in their schemas,
 * which win over this map; this only replaces zod's own wording ("Invalid input: expected
 * number, received NaN"), which no user should read. Installed by the server at start
 * (apps/api app.ts); not at import, so pages that never validate do not load zod for it.
 */
export function plainValidationMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return expectedText[issue.expected] ?? 'This value has the wrong type.';
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false);
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false);
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Enter a valid e-mail address.'
        : 'This value is not in the expected format.';
    case 'invalid_value':
      return 'Choose one of the offered options.';
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      return 'This value is not valid.';
  }
}

const expectedText: Record<string, string> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  nan: 'Enter a number.',
  string: 'Enter text.',
  boolean: 'Choose yes or no.',
  date: 'Enter a valid date.',
  array: 'Give a list of values.',
  object: 'Give the fields of this value.',
};

function tooSmall(origin: string, minimum: number, inclusive: boolean): string {
  if (origin === 'string')
    return minimum <= 1 ? 'This field is required.' : `Enter at least ${minimum} characters.`;
  if (origin === 'array' || origin === 'set')
    return minimum <= 1 ? 'Choose at least one.' : `Choose at least ${minimum}.`;
  return inclusive ? `Enter ${minimum} or more.` : `Enter more than ${minimum}.`;
}

function tooBig(origin: string, maximum: number, inclusive: boolean): string {
  if (origin === 'string') return `Enter at most ${maximum} characters.`;
  if (origin === 'array' || origin === 'set') return `Choose at most ${maximum}.`;
  return inclusive ? `Enter ${maximum} or less.` : `Enter less than ${maximum}.`;
}

/** Makes plainValidationMessage zod's fallback for this process (or page). */
export function installValidationMessages(): void {
  z.config({ customError: plainValidationMessage });
}
