import type { FieldErrors, FormTemplate, TemplateField } from '@paperless/core';

/** What every field renderer receives from the form. */
export interface FieldProps {
  template: FormTemplate;
  field: TemplateField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Reports a lost focus; `key` names a row input (`surgeries.0.date`), default the field. */
  onBlur: (key?: string) => void;
  /** The field's own message, if any. */
  error?: string;
  /** All messages of the form, for fields with row inputs. */
  errors: FieldErrors;
  readOnly: boolean;
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const rowsOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
