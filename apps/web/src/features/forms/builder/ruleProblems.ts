import { conditionMessages, conditionProblems } from '@paperless/core';
import { payloadFields, type BuilderBlock } from './builderValues';

export interface RuleProblem {
  block: number;
  condition: number;
  message: string;
}

/**
 * Every rule row that cannot work, by block and row: the shared conditionProblems, which the
 * server refuses the form with too. A row whose question was deleted names none (payloadFields),
 * so it reads "Choose the question". The builder shows them under the row as the form changes,
 * so a reorder that breaks a rule says so at once.
 */
export const ruleProblems = (blocks: readonly BuilderBlock[]): RuleProblem[] =>
  conditionProblems(payloadFields(blocks));

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
  (Object.values(conditionMessages) as string[]).includes(message);
