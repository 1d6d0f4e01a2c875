import { displayName } from '@paperless/core';
import type { FormDefinition } from '../forms/definition.js';

/** A question answered by an upload: its answer key and its label as the form shows it. */
export interface FileField {
  name: string;
  label: string;
}

/**
 * The file questions of a form, whichever kind it is: a clinic's own 'file' blocks, or a
 * template's 'file' fields (Insurance Information's card photos and photo ID).
 */
export function fileFieldsOf(definition: FormDefinition): FileField[] {
  if (definition.kind === 'template') {
    return definition.template.fields
      .filter((f) => f.type === 'file')
      .map((f) => ({ name: f.name, label: f.label || f.name }));
  }
  return definition.fields
    .filter((f) => f.input_type === 'file')
    .map((f) => ({ name: f.name, label: displayName(f) }));
}
