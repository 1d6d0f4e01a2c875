import { formPayloadSchema, installValidationMessages, type FormPayload } from '@paperless/core';
import {
  set,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { optionLines, toPayload, type BuilderValues } from './builderValues';
import { ruleProblems } from './ruleProblems';

// Plain wording for zod's fallbacks ("Enter a number."), as the server and lib/zodResolver use.
installValidationMessages();

export const builderMessages = {
  /** Without options a checkbox is a consent box: a multiple choice must list what to tick. */
  multipleChoiceOptions: 'List the options patients can tick, one per line.',
} as const;

// The block settings a server message may name; input_type is the builder's kind.
const BLOCK_KEYS = new Set([
  'name',
  'label',
  'help',
  'text',
  'is_required',
  'options',
  'min_length',
  'max_length',
  'min',
  'max',
  'date_rule',
]);

/**
 * Where a message of the shared schema (or the server's 422) goes in the builder: a block's own
 * input, the row of a rule, an option list as a whole, or the list of blocks (its root).
 */
export function builderErrorPath(key: string): Path<BuilderValues> | undefined {
  if (key === 'title' || key === 'description') return key;
  if (key === 'fields') return 'fields.root' as Path<BuilderValues>;
  const [root, index, setting, list, row] = key.split('.');
  if (root !== 'fields' || !/^\d+$/.test(index ?? '') || !setting) return undefined;
  const block = `fields.${Number(index)}`;
  if (setting === 'show_if') {
    // fields.3.show_if.conditions.0.field: the row's question; anything else, the rule as a whole.
    return (
      list === 'conditions' && /^\d+$/.test(row ?? '')
        ? `${block}.show_if.conditions.${Number(row)}.target`
        : `${block}.show_if.conditions.root`
    ) as Path<BuilderValues>;
  }
  if (setting === 'input_type') return `${block}.kind` as Path<BuilderValues>;
  return BLOCK_KEYS.has(setting) ? (`${block}.${setting}` as Path<BuilderValues>) : undefined;
}

/** A message of a check, at its place in the builder's values (`['fields', 2, 'label']`). */
export interface BuilderIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** What the builder checks beyond the shared schema, in the schema's issue shape. */
export function builderIssues(values: BuilderValues): BuilderIssue[] {
  const issues: BuilderIssue[] = [];
  values.fields.forEach((block, index) => {
    if (block.kind === 'multiple_choice' && optionLines(block.options).length === 0) {
      issues.push({
        path: ['fields', index, 'options'],
        message: builderMessages.multipleChoiceOptions,
      });
    }
  });
  for (const p of ruleProblems(values.fields)) {
    issues.push({
      path: ['fields', p.block, 'show_if', 'conditions', p.condition, 'field'],
      message: p.message,
    });
  }
  return issues;
}

/**
 * A resolver over the builder's values from a check that gives either what is sent or the
 * messages, each put under its input (the first one per input, as the server lists them).
 */
export function blocksResolver<T>(
  check: (values: BuilderValues) => { data: T } | { issues: readonly BuilderIssue[] },
): Resolver<BuilderValues, unknown, T> {
  return (values) => {
    const result = check(values);
    if ('data' in result) return { values: result.data, errors: {} };
    const errors: FieldErrors<BuilderValues> = {};
    for (const issue of result.issues) {
      const path = builderErrorPath(issue.path.map(String).join('.'));
      if (path && !hasError(errors, path)) {
        set(errors, path, { type: 'validate', message: issue.message });
      }
    }
    return { values: {}, errors };
  };
}

/** The shared schema checks the builder, so it shows exactly the messages the server gives. */
export const builderResolver = (companyId?: number) =>
  blocksResolver<FormPayload>((values) => {
    const own = builderIssues(values);
    const result = formPayloadSchema.safeParse(toPayload(values, companyId));
    if (result.success && own.length === 0) return { data: result.data };
    // The builder's own first: they name the cause (a deleted question) where zod sees a blank.
    return { issues: [...own, ...(result.error?.issues ?? [])] };
  });

function hasError(errors: object, path: string): boolean {
  return (
    path.split('.').reduce<unknown>((node, key) => {
      return node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    }, errors) !== undefined
  );
}

/**
 * Puts a 422's messages under their inputs; false when none belonged to an input. `blocksKey`
 * is where the blocks are in the request (`fields`, or a customization's `customization.added`).
 */
export function applyBuilderErrors(
  error: unknown,
  setError: UseFormSetError<BuilderValues>,
  blocksKey = 'fields',
) {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const [key, list] of Object.entries(error.errors)) {
    const own = key === blocksKey || key.startsWith(`${blocksKey}.`);
    const path = own ? builderErrorPath(`fields${key.slice(blocksKey.length)}`) : undefined;
    if (path && list.length > 0) {
      setError(path, { type: 'server', message: list.join(' ') });
      applied = true;
    }
  }
  return applied;
}
