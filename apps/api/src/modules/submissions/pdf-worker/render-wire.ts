import { getTemplate, tailoredTemplate, type TemplateTailoring } from '@paperless/core';
import type { SubmissionPdfInput } from '../pdf/render.js';

/**
 * A render as it crosses to the render thread (render-thread.ts). Messages between threads are
 * structured clones, which cannot carry functions: a template form travels as its id and its
 * tailoring (plain data), and the thread makes the clinic's template from core again.
 */
export type WireInput = Omit<SubmissionPdfInput, 'form'> & {
  form:
    | { kind: 'template'; templateId: number; tailoring?: TemplateTailoring }
    | Extract<SubmissionPdfInput['form'], { kind: 'custom' }>;
};

export function toWire(input: SubmissionPdfInput): WireInput {
  const { form } = input;
  if (form.kind === 'template') {
    const { tailoring } = form;
    return { ...input, form: { kind: 'template', templateId: form.template.id, tailoring } };
  }
  const { kind, title, version, fields } = form;
  return { ...input, form: { kind, title, version, fields } };
}

export function fromWire(input: WireInput): SubmissionPdfInput {
  const { form } = input;
  if (form.kind === 'custom') return { ...input, form };
  const base = getTemplate(form.templateId);
  if (!base) throw new Error('unknown template');
  const template = form.tailoring ? tailoredTemplate(base, form.tailoring) : base;
  return { ...input, form: { kind: 'template', template, tailoring: form.tailoring } };
}
