import type { TemplateValues } from '@paperless/core';
import type { ComponentType } from 'react';
import type { FieldProps } from '../fields/types';

// Apart from templateParts.ts, which imports each part: a part naming its loader's file would put
// the two in a loop.

/**
 * What a few templates add to the engine: their list and group fields (Medical History's rows,
 * form 1's conditions) and their state rules and notes (forms 3 and 8). They load with their
 * template (loadTemplate), not with every link's first load.
 */
export interface TemplateParts {
  /** The list and group fields, by field name. */
  special?: Record<string, ComponentType<FieldProps>>;
  /** The state rules, applied after every change. */
  rules?: (values: TemplateValues) => TemplateValues;
  /** A note shown under a field for some answers. */
  noticeAfter?: (name: string, values: TemplateValues) => string | undefined;
}
