import { conditionMessages, formPayloadSchema } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { ALL_KINDS, type BlockKind } from './blockKinds';
import { builderErrorPath } from './builderErrors';
import { savedForm } from './builderFixtures';
import {
  detailToBuilder,
  keyFromLabel,
  newBlock,
  payloadFields,
  toPayload,
  type BuilderBlock,
} from './builderValues';
import { ruleProblems } from './ruleProblems';

const blockOf = (kind: BlockKind, changes: Partial<BuilderBlock> = {}): BuilderBlock => ({
  ...newBlock(kind, []),
  ...changes,
});

describe('builder values', () => {
  it('makes keys from labels, prefixing headings and text blocks', () => {
    expect(keyFromLabel('text', 'Allergies', [])).toBe('allergies');
    expect(keyFromLabel('text', 'Allergies', ['allergies'])).toBe('allergies_2');
    expect(keyFromLabel('heading', 'Allergies', [])).toBe('section_allergies');
    expect(keyFromLabel('paragraph', 'anything', ['text_block'])).toBe('text_block_2');
  });

  it('sends each kind as its input type, with only the settings it has', () => {
    const sentTypes = payloadFields(
      ALL_KINDS.map(({ kind }) => blockOf(kind, { options: 'A\nB', min_length: 2, min: 1 })),
    ).map((f) => [f.input_type, f.options.length, f.min_length, f.min]);
    expect(sentTypes).toEqual([
      ['heading', 0, null, null],
      ['paragraph', 0, null, null],
      ['text', 0, 2, null],
      ['textarea', 0, 2, null],
      ['email', 0, null, null],
      ['tel', 0, null, null],
      ['number', 0, null, 1],
      ['date', 0, null, null],
      ['radio', 2, null, null],
      // Multiple choice and consent are both checkboxes: the options tell them apart.
      ['checkbox', 2, null, null],
      ['select', 2, null, null],
      ['yes_no', 0, null, null],
      ['checkbox', 0, null, null],
      ['signature', 0, null, null],
      ['initials', 0, null, null],
      ['file', 0, null, null],
    ]);
  });

  it('round-trips a saved form, rules included, through the schema', () => {
    const body = formPayloadSchema.parse(toPayload(detailToBuilder(savedForm)));
    expect(body.fields.map((f) => [f.name, f.input_type, f.show_if])).toEqual(
      savedForm.fields.map((f) => [f.name, f.input_type, f.show_if ?? null]),
    );
    expect(body.fields[2]).toMatchObject({ min: 1, max: 100 });
  });

  it('says what is wrong with a rule: a deleted question, one moved below', () => {
    const values = detailToBuilder(savedForm);
    const [heading, smoker, perDay] = values.fields;
    expect(ruleProblems([heading!, perDay!])).toEqual([
      { block: 1, condition: 0, message: conditionMessages.chooseQuestion },
    ]);
    expect(ruleProblems([heading!, perDay!, smoker!])).toEqual([
      { block: 1, condition: 0, message: conditionMessages.earlierOnly },
    ]);
    expect(ruleProblems(values.fields)).toEqual([]);
  });

  it('puts a message where the builder shows it', () => {
    expect(builderErrorPath('fields.3.show_if.conditions.1.field')).toBe(
      'fields.3.show_if.conditions.1.target',
    );
    expect(builderErrorPath('fields.3.show_if.conditions')).toBe(
      'fields.3.show_if.conditions.root',
    );
    expect(builderErrorPath('fields.2.options.1')).toBe('fields.2.options');
    expect(builderErrorPath('fields.2.input_type')).toBe('fields.2.kind');
    expect(builderErrorPath('fields')).toBe('fields.root');
    expect(builderErrorPath('fields.x.name')).toBeUndefined();
  });
});
