import { describe, expect, it } from 'vitest';
import { formPayloadSchema } from '../schemas/forms.js';
import { conditionMessages, conditionProblems } from './condition-checks.js';

describe('conditionProblems: a rule that names no question', () => {
  const question = { name: 'smoker', input_type: 'yes_no' };
  const ruleOn = (field: string) => ({
    name: 'packs',
    input_type: 'number',
    show_if: {
      join: 'all' as const,
      conditions: [{ field, op: 'not_empty' as const, values: [] }],
    },
  });

  it('asks for a question, as the builder does for a deleted one', () => {
    for (const field of ['', '  ']) {
      expect(conditionProblems([question, ruleOn(field)])).toEqual([
        { block: 1, condition: 0, message: conditionMessages.chooseQuestion },
      ]);
    }
    expect(conditionProblems([question, ruleOn('smoker')])).toEqual([]);
  });

  it('is what the server answers under the rule for such a form', () => {
    const result = formPayloadSchema.safeParse({
      title: 'Habits',
      fields: [question, ruleOn('')],
    });
    const messages = result.error?.issues
      .filter((i) => i.path.join('.') === 'fields.1.show_if.conditions.0.field')
      .map((i) => i.message);
    // Once, in our words: never zod's "Too small", nor "only a question above".
    expect(messages).toEqual([conditionMessages.chooseQuestion]);
  });
});
