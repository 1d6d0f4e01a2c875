import {
  answerKeyFromLabel,
  elementTypeOf,
  type ConditionJoin,
  type ConditionOperator,
  type CustomFormField,
  type FormDetail,
  type FormPayloadInput,
  type ShowIf,
} from '@paperless/core';
import { inputTypeOf, kindName, kindOf, settingsOf, type BlockKind } from './blockKinds';

/** A limit as its number input holds it: '' while empty, text while half typed ("-"). */
export type NumberSetting = number | string;

/** One row of a rule as the builder edits it: it names its question by the block's uid. */
export interface BuilderCondition {
  target: string;
  op: ConditionOperator;
  values: string[];
}

export interface BuilderRule {
  join: ConditionJoin;
  conditions: BuilderCondition[];
}

/** One block as the builder edits it: options one per line, limits as typed. */
export interface BuilderBlock {
  /**
   * The block's identity inside the builder. Rules point at it rather than at the answer key,
   * so a key that changes while a new question's label is typed never breaks a rule.
   */
  uid: string;
  kind: BlockKind;
  /** The answer key (the server's `name`). */
  name: string;
  /** True while the key is still made from the label: a block not yet saved, key never typed. */
  key_from_label: boolean;
  label: string;
  help: string;
  /** A text block's body. */
  text: string;
  is_required: boolean;
  options: string;
  min_length: NumberSetting;
  max_length: NumberSetting;
  min: NumberSetting;
  max: NumberSetting;
  date_rule: '' | 'past' | 'future';
  show_if: BuilderRule | null;
}

export interface BuilderValues {
  title: string;
  description: string;
  fields: BuilderBlock[];
}

let lastUid = 0;
export const newUid = () => `block-${++lastUid}`;

/**
 * The answer key for a block's label, unlike every key in `taken`. Headings and text blocks get
 * a prefix, so "Allergies" the section never takes "allergies" from the question below it.
 */
export function keyFromLabel(kind: BlockKind, label: string, taken: Iterable<string>): string {
  if (kind === 'paragraph') return answerKeyFromLabel('text block', taken);
  if (kind === 'heading') return answerKeyFromLabel(`section ${label}`, taken);
  return answerKeyFromLabel(label, taken);
}

/** The keys of every block but the one at `except`. */
export const keysExcept = (blocks: readonly BuilderBlock[], except?: number) =>
  blocks.filter((_, i) => i !== except).map((b) => b.name);

export function newBlock(kind: BlockKind, taken: Iterable<string>): BuilderBlock {
  return {
    uid: newUid(),
    kind,
    name: keyFromLabel(kind, '', taken),
    key_from_label: true,
    label: '',
    help: '',
    text: '',
    is_required: false,
    options: '',
    min_length: '',
    max_length: '',
    min: '',
    max: '',
    date_rule: '',
    show_if: null,
  };
}

/** A copy placed as a new block: its own uid, and a new key made from its label. */
export function copyOfBlock(block: BuilderBlock, taken: Iterable<string>): BuilderBlock {
  return {
    ...block,
    uid: newUid(),
    name: keyFromLabel(block.kind, block.label, taken),
    key_from_label: true,
    show_if: block.show_if && {
      join: block.show_if.join,
      conditions: block.show_if.conditions.map((c) => ({ ...c, values: [...c.values] })),
    },
  };
}

/** A new form starts with one short-text question, ready for its label. */
export const emptyBuilder = (): BuilderValues => ({
  title: '',
  description: '',
  fields: [newBlock('text', [])],
});

export const detailToBuilder = (form: FormDetail): BuilderValues => ({
  title: form.title,
  description: form.description ?? '',
  fields: builderBlocks(form.fields),
});

/** Saved blocks as the builder edits them (a form's fields, a customization's added questions). */
export function builderBlocks(fields: readonly CustomFormField[]): BuilderBlock[] {
  const blocks = fields.map((field) => ({ field, uid: newUid() }));
  const uidOf = new Map(blocks.map(({ field, uid }) => [field.name, uid]));
  return blocks.map(({ field, uid }) => ({
    uid,
    kind: kindOf(field.input_type, field.options),
    name: field.name,
    // A saved key names answers already given: rewording the label must not change it.
    key_from_label: false,
    label: field.label,
    help: field.help ?? '',
    text: field.text ?? '',
    is_required: field.is_required === 1,
    options: field.options.join('\n'),
    min_length: field.min_length ?? '',
    max_length: field.max_length ?? '',
    min: field.min ?? '',
    max: field.max ?? '',
    date_rule: field.date_rule ?? '',
    show_if: field.show_if
      ? {
          join: field.show_if.join,
          conditions: field.show_if.conditions.map((c) => ({
            target: uidOf.get(c.field) ?? '',
            op: c.op,
            values: [...c.values],
          })),
        }
      : null,
  }));
}

export const optionLines = (options: string) =>
  options
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const numberOrNull = (value: NumberSetting) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function ruleOf(rule: BuilderRule | null, nameOf: ReadonlyMap<string, string>): ShowIf | null {
  if (!rule || rule.conditions.length === 0) return null;
  return {
    join: rule.join,
    conditions: rule.conditions.map((c) => ({
      // A rule whose question was deleted names none; ruleProblems says so under it.
      field: nameOf.get(c.target) ?? '',
      op: c.op,
      values: c.values.map((v) => v.trim()).filter(Boolean),
    })),
  };
}

/** What a block sends; only the settings its kind has (the others stay in the builder). */
function fieldOf(block: BuilderBlock, name: string, nameOf: ReadonlyMap<string, string>) {
  const has = settingsOf(block.kind);
  return {
    name,
    label: has.label ? block.label : '',
    input_type: inputTypeOf(block.kind),
    is_required: has.required && block.is_required,
    options: has.options ? optionLines(block.options) : [],
    help: has.help ? block.help : '',
    text: has.text ? block.text : '',
    min_length: has.length ? numberOrNull(block.min_length) : null,
    max_length: has.length ? numberOrNull(block.max_length) : null,
    min: has.numberRange ? numberOrNull(block.min) : null,
    max: has.numberRange ? numberOrNull(block.max) : null,
    date_rule: has.dateRule && block.date_rule ? block.date_rule : null,
    show_if: ruleOf(block.show_if, nameOf),
  };
}

export const namesByUid = (blocks: readonly BuilderBlock[], names = blocks.map((b) => b.name)) =>
  new Map(blocks.map((b, i) => [b.uid, names[i] ?? b.name]));

/** The blocks as the server takes them (and the shared schema checks them). */
export function payloadFields(blocks: readonly BuilderBlock[]) {
  const nameOf = namesByUid(blocks);
  return blocks.map((block) => fieldOf(block, block.name, nameOf));
}

export function toPayload(values: BuilderValues, companyId?: number): FormPayloadInput {
  return {
    ...(companyId === undefined ? {} : { company_id: companyId }),
    title: values.title,
    description: values.description,
    fields: payloadFields(values.fields),
  };
}

/**
 * The blocks as the preview draws them while they are still being typed: a block without a key
 * or label yet still shows, under its kind's name.
 */
export function previewFields(blocks: readonly BuilderBlock[]): CustomFormField[] {
  const names = blocks.map((b, i) => b.name.trim() || `block_${i + 1}`);
  const nameOf = namesByUid(blocks, names);
  return blocks.map((block, i) => {
    const field = fieldOf(block, names[i]!, nameOf);
    return {
      ...field,
      label: field.label.trim() || (block.kind === 'paragraph' ? '' : kindName(block.kind)),
      type: elementTypeOf(field.input_type),
      is_required: field.is_required ? 1 : 0,
    };
  });
}
