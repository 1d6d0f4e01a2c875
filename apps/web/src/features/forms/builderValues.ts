import {
  elementTypeOf,
  formPayloadSchema,
  OPTION_INPUT_TYPES,
  type CustomFormField,
  type CustomInputType,
  type FormDetail,
  type FormPayload,
  type FormPayloadInput,
} from '@paperless/core';
import {
  set,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../lib/api';

/** One field as the builder edits it: options are typed one per line. */
export interface BuilderField {
  name: string;
  label: string;
  input_type: CustomInputType;
  is_required: boolean;
  options: string;
}

export interface BuilderValues {
  title: string;
  description: string;
  fields: BuilderField[];
}

export const NEW_FIELD: BuilderField = {
  name: '',
  label: '',
  input_type: 'text',
  is_required: false,
  options: '',
};

export const EMPTY_BUILDER: BuilderValues = { title: '', description: '', fields: [NEW_FIELD] };

export const INPUT_TYPE_LABELS: Record<CustomInputType, string> = {
  text: 'Text',
  email: 'Email',
  tel: 'Phone',
  number: 'Number',
  date: 'Date',
  textarea: 'Long text',
  select: 'Dropdown',
  radio: 'Radio buttons',
  checkbox: 'Checkbox',
  signature: 'Signature',
};

export const takesOptions = (type: CustomInputType) => OPTION_INPUT_TYPES.includes(type);

const optionLines = (field: BuilderField) =>
  takesOptions(field.input_type)
    ? field.options
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

export function detailToBuilder(form: FormDetail): BuilderValues {
  return {
    title: form.title,
    description: form.description ?? '',
    fields: form.fields.map((field) => ({
      name: field.name,
      label: field.label,
      input_type: field.input_type,
      is_required: field.is_required === 1,
      options: field.options.join('\n'),
    })),
  };
}

export function toPayload(values: BuilderValues, companyId?: number): FormPayloadInput {
  return {
    ...(companyId === undefined ? {} : { company_id: companyId }),
    title: values.title,
    description: values.description,
    fields: values.fields.map((field) => ({
      name: field.name,
      label: field.label,
      input_type: field.input_type,
      is_required: field.is_required,
      options: optionLines(field),
    })),
  };
}

/** The fields as the preview draws them, while they are still being typed. */
export function previewFields(fields: readonly BuilderField[]): CustomFormField[] {
  return fields.map((field, index) => ({
    name: field.name.trim() || `field_${index + 1}`,
    label: field.label.trim() || field.name.trim() || `Field ${index + 1}`,
    type: elementTypeOf(field.input_type),
    input_type: field.input_type,
    is_required: field.is_required ? 1 : 0,
    options: optionLines(field),
  }));
}

/** A suggested field name from its label: 'Date of birth' → 'date_of_birth'. */
export function nameFromLabel(label: string): string {
  const name = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '');
  return name.slice(0, 60);
}

/**
 * Where a message of the shared schema (or the server's 422) goes in the builder: a field's own
 * input, an option list as a whole, or the list of fields (its root).
 */
export function builderErrorPath(key: string): Path<BuilderValues> | undefined {
  const parts = key.split('.');
  if (key === 'title' || key === 'description') return key;
  if (key === 'fields') return 'fields.root' as Path<BuilderValues>;
  if (parts[0] === 'fields' && /^\d+$/.test(parts[1] ?? '') && parts[2]) {
    return `fields.${Number(parts[1])}.${parts[2]}` as Path<BuilderValues>;
  }
  return undefined;
}

/** The shared schema checks the builder, so it shows exactly the messages the server gives. */
export const builderResolver =
  (companyId?: number): Resolver<BuilderValues, unknown, FormPayload> =>
  (values) => {
    const result = formPayloadSchema.safeParse(toPayload(values, companyId));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<BuilderValues> = {};
    for (const issue of result.error.issues) {
      const path = builderErrorPath(issue.path.join('.'));
      // The first message per input, as the server lists them.
      if (path && !hasError(errors, path)) {
        set(errors, path, { type: issue.code, message: issue.message });
      }
    }
    return { values: {}, errors };
  };

function hasError(errors: object, path: string): boolean {
  return (
    path.split('.').reduce<unknown>((node, key) => {
      return node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    }, errors) !== undefined
  );
}

/** Puts a 422's messages under their inputs; false when none belonged to an input. */
export function applyBuilderErrors(error: unknown, setError: UseFormSetError<BuilderValues>) {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const [key, list] of Object.entries(error.errors)) {
    const path = builderErrorPath(key);
    if (path && list.length > 0) {
      setError(path, { type: 'server', message: list.join(' ') });
      applied = true;
    }
  }
  return applied;
}
