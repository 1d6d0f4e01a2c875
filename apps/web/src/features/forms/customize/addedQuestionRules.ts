import {
  CUSTOMIZATION_LIMITS,
  customizationProblems,
  formBlocksSchema,
  type CustomFormField,
  type FormTemplate,
} from '@paperless/core';
import type { BlockKind } from '../builder/blockKinds';
import { blocksResolver, builderIssues, type BuilderIssue } from '../builder/builderErrors';
import type { BuilderScope } from '../builder/builderScope';
import { payloadFields, type BuilderValues } from '../builder/builderValues';

/** Where the added questions are in the save request, for the server's messages. */
export const ADDED_KEY = 'customization.added';

/** The template signs its notice once: the clinic adds initials, not a second signature. */
const WITHOUT_KINDS: readonly BlockKind[] = ['signature'];

/** The block list's scope on the customize screen: the template's answer keys are taken. */
export const addedQuestionsScope = (template: FormTemplate): BuilderScope => ({
  reservedKeys: template.fields.map((f) => f.name),
  withoutKinds: WITHOUT_KINDS,
});

/**
 * The added questions checked as the server checks them: the builder's schema for each block,
 * then what the template rules out (its own answer keys, a second signature).
 */
export const addedQuestionsResolver = (template: FormTemplate) =>
  blocksResolver<CustomFormField[]>((values: BuilderValues) => {
    const issues: BuilderIssue[] = builderIssues(values);
    const parsed = formBlocksSchema(0, CUSTOMIZATION_LIMITS.added).safeParse(
      payloadFields(values.fields),
    );
    if (!parsed.success) {
      issues.push(...parsed.error.issues.map((i) => ({ ...i, path: ['fields', ...i.path] })));
      return { issues };
    }
    const problems = customizationProblems(template, {
      notice: null,
      hidden: [],
      records_fee: null,
      added: parsed.data,
      signature: false,
    });
    for (const [key, list] of Object.entries(problems)) {
      // `added.3.name` is the block's `fields.3.name`.
      issues.push({ path: ['fields', ...key.split('.').slice(1)], message: list[0]! });
    }
    return issues.length > 0 ? { issues } : { data: parsed.data };
  });
