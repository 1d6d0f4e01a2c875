import type { FormTemplate, TemplateField } from '@paperless/core';
import { drawnSignature } from './test-images.js';

/**
 * Test data: a fully answered submission for any template, built from its fields, with the
 * texts the PDF must show for it. Every answer is distinct, so finding it in the PDF proves it
 * was printed where it belongs and not by chance.
 */
export interface Sample {
  values: Record<string, unknown>;
  /** Texts the extracted PDF text must contain. */
  expected: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pad = (n: number) => String(n).padStart(2, '0');

/** A distinct past day per field and row: 'YYYY-MM-DD' stored, 'MM/DD/YYYY' printed. */
function day(fieldId: number, row = 0) {
  const month = (row % 12) + 1;
  const date = (fieldId % 28) + 1;
  const year = 1990 + row;
  return {
    stored: `${year}-${pad(month)}-${pad(date)}`,
    printed: `${pad(month)}/${pad(date)}/${year}`,
  };
}

const ROW_COUNT = 3;
const PATIENT_NAME: Record<string, string> = {
  patient_firstname: 'Ann',
  patient_lastname: "O'Neil-Smith",
};

function fill(field: TemplateField, add: (text: string) => void): unknown {
  const options = field.options ?? [];
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const text = PATIENT_NAME[field.name] ?? `${field.name} answer`;
      add(text);
      return text;
    }
    case 'email':
      add(`${field.name}@example.com`);
      return `${field.name}@example.com`;
    case 'tel': {
      const phone = `+1 (555) 010-${String(1000 + field.id)}`;
      add(phone);
      return phone;
    }
    case 'date': {
      const { stored, printed } = day(field.id);
      add(printed);
      return stored;
    }
    case 'radio':
    case 'select': {
      const option = options.at(-1);
      if (option) add(option.label);
      return option?.value;
    }
    case 'checkbox':
      add('Yes');
      return true;
    case 'checklist':
      options.slice(0, 2).forEach((o) => add(o.label));
      return options.slice(0, 2).map((o) => o.value);
    case 'group':
      return fillGroup(field, add);
    case 'list':
      return fillList(field, add);
    default:
      return undefined;
  }
}

function fillGroup(field: TemplateField, add: (text: string) => void) {
  const shape = isRecord(field.defaultValue) ? field.defaultValue : {};
  return Object.fromEntries(
    Object.entries(shape).map(([key, value]) => {
      if (typeof value === 'boolean') return [key, true];
      add(`${field.name} ${key}`);
      return [key, `${field.name} ${key}`];
    }),
  );
}

/** Several rows: texts, ticked options with their details, or records (surgeries...). */
function fillList(field: TemplateField, add: (text: string) => void) {
  const defaults = Array.isArray(field.defaultValue) ? field.defaultValue : [''];
  const first = defaults[0];
  if (!isRecord(first)) {
    return Array.from({ length: ROW_COUNT }, (_, i) => {
      add(`${field.name} item ${i + 1}`);
      return `${field.name} item ${i + 1}`;
    });
  }
  if ('checked' in first) {
    return defaults.filter(isRecord).map((row, i) => {
      if (i >= ROW_COUNT) return row;
      const option = field.options?.find((o) => o.value === (row.id ?? row.name));
      if (option) add(option.label);
      const filled: Record<string, unknown> = { ...row, checked: true };
      for (const key of Object.keys(row)) {
        if (key === 'date') {
          const { stored, printed } = day(field.id, i);
          filled.date = stored;
          add(printed);
        } else if (!['id', 'name', 'checked'].includes(key)) {
          filled[key] = `${key} ${i + 1}`;
          add(`${key} ${i + 1}`);
        }
      }
      return filled;
    });
  }
  return Array.from({ length: ROW_COUNT }, (_, i) =>
    Object.fromEntries(
      Object.keys(first).map((key) => {
        if (/date/i.test(key)) {
          const { stored, printed } = day(field.id, i);
          add(printed);
          return [key, stored];
        }
        add(`${key} ${i + 1}`);
        return [key, `${key} ${i + 1}`];
      }),
    ),
  );
}

/**
 * Fills every field of a template. Signatures are the given ones in turn (drawn by default);
 * the typed ones' names are expected in the text, as the PDF draws them as text.
 */
export function sampleSubmission(
  template: FormTemplate,
  signatures: readonly unknown[] = [drawnSignature()],
): Sample {
  const expected: string[] = [];
  const values: Record<string, unknown> = {};
  let signatureIndex = 0;
  for (const field of template.fields) {
    if (field.type === 'signature') {
      const signature = signatures[signatureIndex++ % signatures.length];
      values[field.name] = signature;
      if (isRecord(signature) && signature.kind === 'typed') expected.push(String(signature.text));
      continue;
    }
    values[field.name] = fill(field, (text) => expected.push(text));
  }
  return { values, expected };
}
