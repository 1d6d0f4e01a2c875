import {
  dropHiddenAnswers,
  visibleBlockNames,
  type ConditionalBlock,
  type ShowIf,
} from './conditions.js';
import type { TemplateValues } from './types.js';

/** What the evaluator needs of a template field (TemplateField has it; a served copy too). */
interface ConditionalField {
  name: string;
  type: string;
  showIf?: ShowIf | undefined;
}

/** A template's fields as the evaluator's blocks: templates have no headings, only fields. */
const blocksOf = (fields: readonly ConditionalField[]): ConditionalBlock[] =>
  fields.map((f) => ({ name: f.name, input_type: f.type, show_if: f.showIf }));

/**
 * The names of a template's fields a patient sees for these answers: the same evaluator as a
 * clinic's own forms, so the browser draws and the server keeps the same questions.
 */
export function visibleTemplateFields(
  fields: readonly ConditionalField[],
  values: unknown,
): Set<string> {
  return visibleBlockNames(blocksOf(fields), values);
}

/** The answers without those of fields hidden for them (what the server keeps). */
export function dropHiddenTemplateAnswers(
  fields: readonly ConditionalField[],
  values: TemplateValues,
): TemplateValues {
  return dropHiddenAnswers(blocksOf(fields), values);
}
