// PDFs: the Medical History template fully filled (every list with rows, two signatures: one
// drawn, one uploaded) rendered N times in-process by the app's renderer, one after another.
import { FORM_TEMPLATES } from '@paperless/core';
import {
  drawnSignature,
  renderSubmissionPdf,
  sampleSubmission,
  uploadedSignature,
} from '@paperless/api/bench';
import { PDFDocument } from '@cantoo/pdf-lib';

export interface PdfResult {
  count: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  pages: number;
  kb: number;
}

export async function benchPdf(count: number): Promise<PdfResult> {
  const template = FORM_TEMPLATES[3];
  const values = {
    ...sampleSubmission(template).values,
    signature_patient: drawnSignature(),
    signature_guardian: uploadedSignature(),
  };
  const input = {
    practice: { name: 'Sunrise Family Medicine' },
    form: { kind: 'template' as const, template },
    values,
    submittedAt: new Date(),
    timeZone: 'America/New_York',
    patient: { name: 'Zelda Quimby', dob: '1984-03-07' },
    reference: 'sub_1',
  };
  const first = await renderSubmissionPdf(input); // warm-up: fonts, JIT
  const pages = (await PDFDocument.load(first)).getPageCount();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await renderSubmissionPdf(input);
    times.push(performance.now() - t);
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return {
    count,
    perSecond: count / total,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    pages,
    kb: first.length / 1024,
  };
}
