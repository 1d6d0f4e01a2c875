import { describe, expect, it } from 'vitest';
import { recordsReleaseTemplate } from './form-01-records-release.js';
import { listAnswersFromJson } from './list-answers.js';

describe("a list answer sent as a JSON array string (the spec's 'conditions')", () => {
  const read = (conditions: unknown) =>
    listAnswersFromJson(recordsReleaseTemplate.fields, { conditions, reason: '["kept"]' });

  it('is read as the list it holds; other answers stay as sent', () => {
    expect(read('["Asthma", "Diabetes"]')).toEqual({
      conditions: ['Asthma', 'Diabetes'],
      reason: '["kept"]',
    });
    expect(recordsReleaseTemplate.validate(read('["Asthma"]'))).not.toHaveProperty('conditions');
  });

  it('leaves a list, a plain string and broken JSON for the validator', () => {
    expect(read(['Asthma']).conditions).toEqual(['Asthma']);
    expect(read('Asthma').conditions).toBe('Asthma');
    expect(read('["Asthma"').conditions).toBe('["Asthma"');
    expect(read('{"a": 1}').conditions).toBe('{"a": 1}');
    expect(recordsReleaseTemplate.validate(read('["Asthma"'))).toHaveProperty('conditions');
  });
});
