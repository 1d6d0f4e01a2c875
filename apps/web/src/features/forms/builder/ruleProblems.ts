import { conditionMessages, conditionProblems } from '@paperless/core';
import { payloadFields, type BuilderBlock } from './builderValues';

/** The builder's own words for what the shared checks cannot see (they know answer keys only). */
export const builderRuleMessages = {
  chooseQuestion: 'Choose the question this rule looks at.',
} as const;

export interface RuleProblem {
  block: number;
  condition: number;
  message: string;
}

/**
 * Every rule row that cannot work, by block and row: the shared conditionProblems (the server
 * refuses the form with the same), and rows whose question was deleted. The builder shows them
 * under the row as the form changes, so a reorder that breaks a rule says so at once.
 */
export function ruleProblems(blocks: readonly BuilderBlock[]): RuleProblem[] {
  const uids = new Set(blocks.map((b) => b.uid));
  const problems: RuleProblem[] = [];
  blocks.forEach((block, index) => {
    block.show_if?.conditions.forEach((condition, c) => {
      if (!uids.has(condition.target)) {
        problems.push({ block: index, condition: c, message: builderRuleMessages.chooseQuestion });
      }
    });
  });
  for (const problem of conditionProblems(payloadFields(blocks))) {
    const known = problems.some(
      (p) => p.block === problem.block && p.condition === problem.condition,
    );
    if (!known) problems.push(problem);
  }
  return problems;
}

/** The control of a rule row a message belongs under. */
export type RuleSlot = 'question' | 'operator' | 'answer';

export function slotOf(message: string): RuleSlot {
  switch (message) {
    case conditionMessages.valueRequired:
    case conditionMessages.singleValue:
    case conditionMessages.valueNotOffered:
      return 'answer';
    case conditionMessages.operatorMismatch:
      return 'operator';
    default:
      return 'question';
  }
}

/** Messages the builder works out itself as the form changes (never shown twice from a check). */
export const isLiveRuleMessage = (message: string) =>
  (Object.values(conditionMessages) as string[]).includes(message) ||
  (Object.values(builderRuleMessages) as string[]).includes(message);
