import { getTemplate } from '@paperless/core';
import type { SubmissionPdfInput } from '../pdf/render.js';

/**
 * A render as it crosses to the render thread (render-thread.ts). Messages between threads are
 * structured clones, which cannot carry functions: a template form travels as its id, and the
 * thread takes the template from core again.
 */
export type WireInput = Omit<SubmissionPdfInput, 'form'> & {
  form:
    | { kind: 'template'; templateId: number }
    | Extract<SubmissionPdfInput['form'], { kind: 'custom' }>;
};

export interface RenderRequest {
  id: number;
  input: WireInput;
}

/** The PDF, or only that it failed: an error's text might quote an answer. */
export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; failed: true };

export function toWire(input: SubmissionPdfInput): WireInput {
  const { form } = input;
  if (form.kind === 'template') {
    return { ...input, form: { kind: 'template', templateId: form.template.id } };
  }
  const { kind, title, version, fields } = form;
  return { ...input, form: { kind, title, version, fields } };
}

export function fromWire(input: WireInput): SubmissionPdfInput {
  const { form } = input;
  if (form.kind === 'custom') return { ...input, form };
  const template = getTemplate(form.templateId);
  if (!template) throw new Error('unknown template');
  return { ...input, form: { kind: 'template', template } };
}
