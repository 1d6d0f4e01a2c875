import { FORM_TEMPLATES, type CustomFormField, type ShowIf } from '@paperless/core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expect } from 'vitest';
import type { SubmissionPdfInput } from '../../src/modules/submissions/pdf/render.js';

/**
 * Test data of the PDF tests: a submission as the renderer takes it, and the blocks of a
 * clinic's own form as the builder stores them.
 */
export const submittedAt = new Date('2025-06-15T14:03:00Z');
export const typed = { kind: 'typed', text: 'Ann Typed-Signer', font: 'Caveat' } as const;

/** The Notice of Privacy Practices, unanswered, for Ann at Lakeside; overrides replace parts. */
export function pdfInput(overrides: Partial<SubmissionPdfInput> = {}): SubmissionPdfInput {
  return {
    practice: { name: 'Lakeside Family Clinic' },
    form: { kind: 'template', template: FORM_TEMPLATES[10] },
    values: {},
    submittedAt,
    timeZone: 'America/Chicago',
    patient: { name: "Ann O'Neil-Smith", dob: '1980-02-29' },
    reference: 'sub_42',
    ...overrides,
  };
}

/** Checks the bytes are a PDF that opens with at least one page. */
export async function loads(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  return doc;
}

/** A block of a custom form: optional, no label or options unless `more` gives them. */
export const block = (
  name: string,
  input_type: CustomFormField['input_type'],
  more: Partial<CustomFormField> = {},
): CustomFormField => ({
  name,
  label: '',
  // The element type; the PDF goes by input_type alone.
  type: input_type,
  input_type,
  is_required: 0,
  options: [],
  ...more,
});

/** The rule of a block shown only when the yes/no question `field` was answered Yes. */
export const whenYes = (field: string): ShowIf => ({
  join: 'all',
  conditions: [{ field, op: 'equals', values: ['Yes'] }],
});
