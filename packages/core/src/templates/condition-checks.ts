import type { ConditionalBlock, ConditionOperator, FieldCondition } from './conditions.js';
import { CHOOSE_QUESTION, isDisplayBlock } from './conditions.js';

/** The builder shows these under a rule, and the server answers with them (422, by field). */
export const conditionMessages = {
  /** A rule that names no question: none chosen yet, or the one it looked at was deleted. */
  chooseQuestion: CHOOSE_QUESTION,
  earlierOnly: 'A rule can only look at a question above this one.',
  notAQuestion: 'A rule must look at a question, not a heading or text.',
  operatorMismatch: 'This kind of rule does not fit that question.',
  valueRequired: 'Choose the answer this rule looks for.',
  singleValue: 'An "equals" rule looks for one answer.',
  valueNotOffered: "Choose from that question's options.",
} as const;

/** The answers a yes/no question offers. */
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;

/** What a rule may ask of a question, by the question's kind (the builder offers only these). */
export function operatorsFor(block: {
  input_type: string;
  options?: readonly string[];
}): readonly ConditionOperator[] {
  switch (block.input_type) {
    case 'radio':
    case 'select':
    case 'yes_no':
      return ['equals', 'one_of', 'not_empty'];
    case 'checkbox':
      // With options a multiple choice (is this option ticked); without, a consent box.
      return (block.options?.length ?? 0) > 0 ? ['checked', 'one_of', 'not_empty'] : ['checked'];
    case 'text':
    case 'textarea':
    case 'email':
    case 'tel':
    case 'number':
    case 'date':
      return ['equals', 'not_empty'];
    default:
      return ['not_empty'];
  }
}

/** The options a rule's values must come from; undefined when any text will do. */
export function offeredValues(block: {
  input_type: string;
  options?: readonly string[];
}): readonly string[] | undefined {
  if (block.input_type === 'yes_no') return YES_NO_OPTIONS;
  if (['radio', 'select', 'checkbox'].includes(block.input_type)) return block.options ?? [];
  return undefined;
}

function valueCount(op: ConditionOperator, target: ConditionalBlock): 'none' | 'one' | 'some' {
  if (op === 'not_empty') return 'none';
  if (op === 'checked') return (target.options?.length ?? 0) > 0 ? 'some' : 'none';
  return op === 'equals' ? 'one' : 'some';
}

function conditionProblem(
  condition: FieldCondition,
  earlier: ReadonlyMap<string, ConditionalBlock>,
): string | undefined {
  if (condition.field.trim() === '') return conditionMessages.chooseQuestion;
  const target = earlier.get(condition.field);
  if (!target) return conditionMessages.earlierOnly;
  if (isDisplayBlock(target)) return conditionMessages.notAQuestion;
  if (!operatorsFor(target).includes(condition.op)) return conditionMessages.operatorMismatch;
  const count = valueCount(condition.op, target);
  if (count !== 'none' && condition.values.length === 0) return conditionMessages.valueRequired;
  if (count === 'one' && condition.values.length > 1) return conditionMessages.singleValue;
  const offered = offeredValues(target);
  if (count !== 'none' && offered && condition.values.some((v) => !offered.includes(v)))
    return conditionMessages.valueNotOffered;
  return undefined;
}

/**
 * Every rule of a form that cannot work, as [block index, condition index, message]: a rule on
 * no question, on a question below it or on itself, on a heading, with an operator or a value its question
 * cannot give. The builder shows them under the rule; the server refuses the form with them.
 */
export function conditionProblems(
  blocks: readonly ConditionalBlock[],
): { block: number; condition: number; message: string }[] {
  const problems: { block: number; condition: number; message: string }[] = [];
  const earlier = new Map<string, ConditionalBlock>();
  blocks.forEach((block, index) => {
    block.show_if?.conditions.forEach((condition, c) => {
      const message = conditionProblem(condition, earlier);
      if (message) problems.push({ block: index, condition: c, message });
    });
    earlier.set(block.name, block);
  });
  return problems;
}
