import { displayName } from '@paperless/core';
import type { FormDefinition } from '../forms/index.js';

/** A question answered by an upload: its answer key and its label as the form shows it. */
export interface FileField {
  name: string;
  label: string;
}

/**
 * The file questions of a form, whichever kind it is: a clinic's own 'file' blocks, a
 * template's 'file' fields (Insurance Information's card photos and photo ID), and the 'file'
 * blocks a clinic added to its customized template.
 */
export function fileFieldsOf(definition: FormDefinition): FileField[] {
  const blocks =
    definition.kind === 'template' ? definition.template.addedQuestions : definition.fields;
  const ownFiles = (blocks ?? [])
    .filter((f) => f.input_type === 'file')
    .map((f) => ({ name: f.name, label: displayName(f) }));
  if (definition.kind === 'custom') return ownFiles;
  // A template's own file fields, then those among the questions a clinic added to it.
  return [
    ...definition.template.fields
      .filter((f) => f.type === 'file')
      .map((f) => ({ name: f.name, label: f.label || f.name })),
    ...ownFiles,
  ];
}
