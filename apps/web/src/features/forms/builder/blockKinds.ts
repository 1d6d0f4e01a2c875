import { LENGTH_INPUT_TYPES, OPTION_INPUT_TYPES, type CustomInputType } from '@paperless/core';

/**
 * The kinds of block staff add, in their words (issue 17). A kind is what staff chose, an input
 * type is what is stored: they differ only for the checkbox, which is "multiple choice" with
 * options and a "consent checkbox" without. The builder keeps the kind, so a multiple choice
 * whose options are not typed yet stays one.
 */
export type BlockKind = Exclude<CustomInputType, 'checkbox'> | 'multiple_choice' | 'consent';

interface KindInfo {
  kind: BlockKind;
  /** What staff read in the Add menu and on the block. */
  name: string;
  inputType: CustomInputType;
}

const LAYOUT: readonly KindInfo[] = [
  { kind: 'heading', name: 'Section heading', inputType: 'heading' },
  { kind: 'paragraph', name: 'Text block', inputType: 'paragraph' },
];

const QUESTIONS: readonly KindInfo[] = [
  { kind: 'text', name: 'Short text', inputType: 'text' },
  { kind: 'textarea', name: 'Long text', inputType: 'textarea' },
  { kind: 'email', name: 'E-mail', inputType: 'email' },
  { kind: 'tel', name: 'Phone', inputType: 'tel' },
  { kind: 'number', name: 'Number', inputType: 'number' },
  { kind: 'date', name: 'Date', inputType: 'date' },
  { kind: 'radio', name: 'Single choice', inputType: 'radio' },
  { kind: 'multiple_choice', name: 'Multiple choice', inputType: 'checkbox' },
  { kind: 'select', name: 'Dropdown', inputType: 'select' },
  { kind: 'yes_no', name: 'Yes / no', inputType: 'yes_no' },
  { kind: 'consent', name: 'Consent checkbox', inputType: 'checkbox' },
  { kind: 'signature', name: 'Signature', inputType: 'signature' },
  { kind: 'initials', name: 'Initials', inputType: 'initials' },
  // An insurance card, a photo ID, a referral letter: a photo or a PDF (core's uploads.ts).
  { kind: 'file', name: 'File or photo upload', inputType: 'file' },
];

/** The Add menu's groups, in the menu's order. */
export const KIND_GROUPS = [
  { title: 'Layout', kinds: LAYOUT },
  { title: 'Questions', kinds: QUESTIONS },
] as const;

const BY_KIND = new Map([...LAYOUT, ...QUESTIONS].map((info) => [info.kind, info]));
export const ALL_KINDS: readonly KindInfo[] = [...LAYOUT, ...QUESTIONS];

const info = (kind: BlockKind): KindInfo => BY_KIND.get(kind) ?? QUESTIONS[0]!;

export const kindName = (kind: BlockKind): string => info(kind).name;
export const inputTypeOf = (kind: BlockKind): CustomInputType => info(kind).inputType;

/** The kind a stored field was made as. */
export function kindOf(inputType: CustomInputType, options: readonly string[]): BlockKind {
  if (inputType === 'checkbox') return options.length > 0 ? 'multiple_choice' : 'consent';
  return inputType;
}

/** Whether the block asks the patient something (headings and text blocks do not). */
export const asksAnswer = (kind: BlockKind) => kind !== 'heading' && kind !== 'paragraph';

/** The settings a kind of block has, so the card shows only those that mean something. */
export function settingsOf(kind: BlockKind) {
  const inputType = inputTypeOf(kind);
  return {
    label: kind !== 'paragraph',
    help: kind !== 'paragraph',
    text: kind === 'paragraph',
    required: asksAnswer(kind),
    options: OPTION_INPUT_TYPES.includes(inputType) && kind !== 'consent',
    length: LENGTH_INPUT_TYPES.includes(inputType),
    numberRange: kind === 'number',
    dateRule: kind === 'date',
  };
}
