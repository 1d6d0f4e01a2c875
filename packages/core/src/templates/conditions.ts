import type { z } from 'zod';
import type { conditionSchema, showIfSchema } from './condition-schemas.js';
import { textOf } from './checks.js';

/**
 * Conditional logic of a clinic's own forms (issue 17): a question, or a whole section under a
 * heading, is shown only when earlier answers match. This one evaluator runs in the patient's
 * browser (what to draw, what to require) and on the server (what to check, what to keep), so
 * the two cannot disagree about which questions a patient was asked.
 *
 * Rules of the evaluation, in the form's order:
 * - a heading opens a section that runs to the next heading; the heading's rule shows or hides
 *   the whole section, and a question in it is shown when its section and its own rule are;
 * - a rule may only look at questions above it, so one pass in order decides everything;
 * - a hidden question's answer does not exist: it is never required, never kept, never printed,
 *   and a rule looking at it sees an empty answer (so hiding cascades).
 *
 * The rules' schemas (the builder, the server) are in condition-schemas.ts: this evaluator runs
 * on a patient's first load, which does not carry zod.
 */
export const CONDITION_OPERATORS = ['equals', 'one_of', 'checked', 'not_empty'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const CONDITION_JOINS = ['all', 'any'] as const;
export type ConditionJoin = (typeof CONDITION_JOINS)[number];

export const CONDITION_LIMITS = { conditions: 10, values: 100, value: 200 } as const;

/** A rule that names no question (conditionMessages.chooseQuestion says it to the builder). */
export const CHOOSE_QUESTION = 'Choose the question this rule looks at.';

export type FieldCondition = z.output<typeof conditionSchema>;
export type ShowIf = z.output<typeof showIfSchema>;
export type ShowIfInput = z.input<typeof showIfSchema>;

/** Blocks that show something but ask nothing: they have no answer. */
export const DISPLAY_INPUT_TYPES = ['heading', 'paragraph'] as const;

/** What the evaluator needs to know of a block of a form. */
export interface ConditionalBlock {
  name: string;
  input_type: string;
  options?: readonly string[];
  show_if?: ShowIf | null | undefined;
}

export const isDisplayBlock = (block: { input_type: string }): boolean =>
  (DISPLAY_INPUT_TYPES as readonly string[]).includes(block.input_type);

/** The options or texts an answer holds: a choice, a list of ticked options, typed text. */
function answerTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(textOf).filter((t) => t !== '');
  const text = textOf(value);
  return text === '' ? [] : [text];
}

/** Whether one condition holds, given its answer and the texts it holds (answerTexts). */
function holds(condition: FieldCondition, answer: unknown, texts: readonly string[]): boolean {
  // The builder's preview evaluates rules still being written: values may not be there yet.
  const values: readonly string[] = Array.isArray(condition.values) ? condition.values : [];
  const ticked = () =>
    answer === true ||
    answer === 1 ||
    answer === 'true' ||
    answer === 'on' ||
    (Array.isArray(answer) ? texts.length > 0 : textOf(answer) === 'Yes');
  switch (condition.op) {
    case 'equals':
      return values[0] !== undefined && texts.includes(values[0]);
    case 'one_of':
      return texts.some((t) => values.includes(t));
    case 'checked':
      return values.length > 0 ? texts.some((t) => values.includes(t)) : ticked();
    case 'not_empty':
      return texts.length > 0 || ticked() || (typeof answer === 'object' && answer !== null);
  }
}

/** Whether one condition holds for the answer it looks at (undefined when hidden or unanswered). */
export function conditionHolds(condition: FieldCondition, answer: unknown): boolean {
  return holds(condition, answer, answerTexts(answer));
}

/**
 * Whether a rule holds, stopping at the first condition that decides it. `textsOf` may give
 * each answer's texts from a cache (visibleBlockNames computes them once per answer).
 */
export function ruleHolds(
  rule: ShowIf | null | undefined,
  answerOf: (name: string) => unknown,
  textsOf: (name: string) => readonly string[] = (name) => answerTexts(answerOf(name)),
) {
  if (!rule || rule.conditions.length === 0) return true;
  const test = (c: FieldCondition) => holds(c, answerOf(c.field), textsOf(c.field));
  return rule.join === 'any' ? rule.conditions.some(test) : rule.conditions.every(test);
}

/**
 * The names of the blocks a patient sees for these answers, headings and text included. Values
 * come from the network: anything is accepted and nothing throws.
 */
export function visibleBlockNames(
  blocks: readonly ConditionalBlock[],
  answers: unknown,
): Set<string> {
  const source =
    typeof answers === 'object' && answers !== null && !Array.isArray(answers)
      ? (answers as Record<string, unknown>)
      : {};
  const visible = new Set<string>();
  const answerOf = (name: string) =>
    visible.has(name) && Object.hasOwn(source, name) ? source[name] : undefined;
  // Each shown answer's texts, computed once however many rules look at it. A name not yet
  // shown is not cached: a block below may still show it (a rule should not look down, but
  // the rules come from the network too).
  const texts = new Map<string, readonly string[]>();
  const textsOf = (name: string) => {
    if (!visible.has(name)) return [];
    let found = texts.get(name);
    if (!found) texts.set(name, (found = answerTexts(answerOf(name))));
    return found;
  };
  let sectionShown = true;
  for (const block of blocks) {
    if (block.input_type === 'heading') {
      sectionShown = ruleHolds(block.show_if, answerOf, textsOf);
      if (sectionShown) visible.add(block.name);
      continue;
    }
    if (sectionShown && ruleHolds(block.show_if, answerOf, textsOf)) visible.add(block.name);
  }
  return visible;
}

/**
 * The answers with every hidden question's answer removed (what the server keeps and prints).
 * Keys that belong to no block (the patient identity answers above every form) are kept.
 * `visible` may be given when the caller has evaluated the rules already.
 */
export function dropHiddenAnswers(
  blocks: readonly ConditionalBlock[],
  answers: Record<string, unknown>,
  visible: ReadonlySet<string> = visibleBlockNames(blocks, answers),
): Record<string, unknown> {
  const byName = new Map(blocks.map((b) => [b.name, b]));
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    const block = byName.get(key);
    if (block && (!visible.has(key) || isDisplayBlock(block))) continue;
    // defineProperty: a key named "__proto__" is an answer like any other (addFieldError).
    Object.defineProperty(kept, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return kept;
}
