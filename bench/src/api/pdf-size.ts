// PDF sizes (issue 18): a one-page form (and its Signature Certificate page) signed by a patient
// with a Latin-only name, and the same with a Chinese name (Noto Sans SC, 11 MB a weight,
// embedded as a subset of the glyphs drawn).
// Limits: 60 KB and 250 KB. Also the time of the first CJK render in the process (reading and
// parsing the font files) and of the renders after it.
import { FORM_TEMPLATES } from '@paperless/core';
import { renderSubmissionPdf } from '@paperless/api/bench';

export const PDF_SIZE_LIMITS_KB = { latin: 60, chinese: 250 } as const;

export interface PdfSizeResult {
  latinKb: number;
  chineseKb: number;
  /** The first render with a Chinese name in this process, fonts read from disk. */
  chineseFirstMs: number;
  /** Renders after it, font files already parsed. */
  chineseP50Ms: number;
}

/** The Signature Certificate every submission PDF now ends with (issue 18), as a link gives it. */
function certificateOf(name: string, at: Date) {
  return {
    timeZone: 'America/New_York',
    practice: 'Sunrise Family Medicine',
    form: { title: 'Notice of Privacy Practices', version: 1 },
    link: { reference: 'Link 17', channel: 'email' as const, recipient: 'z***@example.com' },
    sentAt: at,
    openedAt: at,
    consent: { acceptedAt: at, version: '1' },
    signedAt: at,
    submittedAt: at,
    signer: {
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1',
    },
    signatures: [{ label: `Signature (${name})`, method: 'typed' as const }],
    answersSha256: 'a'.repeat(64),
    formSha256: 'b'.repeat(64),
  };
}

export function onePageInput(name: string) {
  const at = new Date();
  return {
    practice: { name: 'Sunrise Family Medicine' },
    form: { kind: 'template' as const, template: FORM_TEMPLATES[10] },
    values: { signature_patient: { kind: 'typed', text: name, font: 'Caveat' } },
    submittedAt: new Date(),
    timeZone: 'America/New_York',
    patient: { name, dob: '1984-03-07' },
    reference: 'sub_1',
    certificate: certificateOf(name, at),
  };
}

async function timed(name: string): Promise<{ ms: number; bytes: Uint8Array }> {
  const started = performance.now();
  const bytes = await renderSubmissionPdf(onePageInput(name));
  return { ms: performance.now() - started, bytes };
}

export async function benchPdfSizes(count = 20): Promise<PdfSizeResult> {
  const latin = await timed('Zelda Quimby');
  const first = await timed('王小明');
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push((await timed('王小明')).ms);
  times.sort((a, b) => a - b);
  return {
    latinKb: latin.bytes.length / 1024,
    chineseKb: first.bytes.length / 1024,
    chineseFirstMs: first.ms,
    chineseP50Ms: times[Math.floor(times.length / 2)] ?? first.ms,
  };
}

export function pdfSizeLine(r: PdfSizeResult): string {
  const limits = PDF_SIZE_LIMITS_KB;
  const mark = (kb: number, limit: number) => (kb < limit ? 'under' : '**over**');
  return (
    `One-page Notice of Privacy Practices with its Signature Certificate, typed signature: Latin-only name **${r.latinKb.toFixed(1)} KB** ` +
    `(${mark(r.latinKb, limits.latin)} the ${limits.latin} KB limit), Chinese name **${r.chineseKb.toFixed(1)} KB** ` +
    `(${mark(r.chineseKb, limits.chinese)} the ${limits.chinese} KB limit); the first Chinese render in a process ` +
    `${r.chineseFirstMs.toFixed(0)} ms (reads Noto Sans SC), then p50 ${r.chineseP50Ms.toFixed(0)} ms.`
  );
}
