import { operatorsFor, offeredValues, type ConditionOperator } from '@paperless/core';
import { asksAnswer, inputTypeOf, kindName, type BlockKind } from './blockKinds';
import { optionLines, type BuilderBlock, type BuilderCondition } from './builderValues';

/** What a rule's question offers, in the shape the shared checks read. */
export const targetOf = (block: BuilderBlock) => ({
  input_type: inputTypeOf(block.kind),
  options: block.kind === 'consent' ? [] : optionLines(block.options),
});

/** A block as a rule's question picker lists it: its number, so equal labels stay apart. */
export const questionTitle = (block: BuilderBlock, index: number) =>
  `${index + 1}. ${block.label.trim() || kindName(block.kind)}`;

/** The questions a rule on block `index` may look at: only those above it. */
export function earlierQuestions(blocks: readonly BuilderBlock[], index: number) {
  return blocks
    .slice(0, index)
    .map((block, i) => ({ block, title: questionTitle(block, i) }))
    .filter(({ block }) => asksAnswer(block.kind));
}

/** The operator in plain words; "checked" reads as a tick box or as a list of options. */
export function operatorWords(op: ConditionOperator, target: BuilderBlock | undefined): string {
  switch (op) {
    case 'equals':
      return 'is';
    case 'one_of':
      return 'is one of';
    case 'checked':
      return target && targetOf(target).options.length > 0 ? 'includes' : 'is ticked';
    case 'not_empty':
      return 'is answered';
  }
}

/** The heading of a block's rule, in what the rule shows. */
export function ruleTitle(kind: BlockKind): string {
  if (kind === 'heading') return 'Show this section only when…';
  if (kind === 'paragraph') return 'Show this text only when…';
  return 'Show this question only when…';
}

/** How many answers a row names: none ("is answered"), one ("is"), or a set ("is one of"). */
export function answersWanted(op: ConditionOperator, target: BuilderBlock | undefined) {
  if (op === 'not_empty') return 'none';
  if (op === 'checked') return target && targetOf(target).options.length > 0 ? 'some' : 'none';
  return op === 'equals' ? 'one' : 'some';
}

/** A new row on this question: its first operator, no answer yet. */
export function conditionOn(target: BuilderBlock): BuilderCondition {
  return { target: target.uid, op: operatorsFor(targetOf(target))[0] ?? 'not_empty', values: [] };
}

/** The row with another operator, keeping only the answers it still takes. */
export function withOperator(
  condition: BuilderCondition,
  op: ConditionOperator,
  target: BuilderBlock | undefined,
): BuilderCondition {
  const wanted = answersWanted(op, target);
  const values =
    wanted === 'none' ? [] : wanted === 'one' ? condition.values.slice(0, 1) : condition.values;
  return { ...condition, op, values };
}

/** The answers a row may pick from, or undefined when the patient types the answer. */
export const answerChoices = (target: BuilderBlock | undefined) =>
  target ? offeredValues(targetOf(target)) : undefined;
