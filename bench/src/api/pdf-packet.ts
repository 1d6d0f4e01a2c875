// A visit as one file (issue 18): ten submitted forms, each rendered once by the app's renderer
// with sample answers, merged by the packet route's own function (cover page, then every page
// of every form) N times in one process. Limit: p95 under 500 ms.
import { FORM_TEMPLATES } from '@paperless/core';
import { renderPacketPdf, renderSubmissionPdf, sampleSubmission } from '@paperless/api/bench';
import { PDFDocument } from '@cantoo/pdf-lib';

export const PACKET_P95_LIMIT_MS = 500;

export interface PacketResult {
  forms: number;
  pages: number;
  kb: number;
  count: number;
  p50Ms: number;
  p95Ms: number;
}

const practiceName = 'Sunrise Family Medicine';
const timeZone = 'America/New_York';

/** The ten forms of a full visit, as stored: their PDFs, made once. */
async function visitForms() {
  const at = new Date('2026-03-14T13:05:00Z');
  return Promise.all(
    Object.values(FORM_TEMPLATES)
      .slice(0, 10)
      .map(async (template, i) => {
        const bytes = await renderSubmissionPdf({
          practice: { name: practiceName },
          form: { kind: 'template', template },
          values: sampleSubmission(template).values,
          submittedAt: at,
          timeZone,
          patient: { name: 'Zelda Quimby', dob: '1984-03-07' },
          reference: `Submission ${i + 1}`,
        });
        const file = {
          id: String(i + 1),
          formName: template.title,
          createdAt: at,
          pdfStatus: 'ready',
          pdfKey: null,
          pdfSha256: null,
          fileName: `Quimby, Zelda - ${template.title} - 2026-03-14.pdf`,
          patient: { firstName: 'Zelda', lastName: 'Quimby', dob: '1984-03-07' },
          timeZone,
          practiceName,
        };
        return { file, bytes };
      }),
  );
}

export async function benchPacket(count: number): Promise<PacketResult> {
  const forms = await visitForms();
  const first = await renderPacketPdf(forms, new Date()); // warm-up: fonts, JIT
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await renderPacketPdf(forms, new Date());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return {
    forms: forms.length,
    pages: (await PDFDocument.load(first)).getPageCount(),
    kb: first.length / 1024,
    count,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
  };
}

export function packetLine(r: PacketResult): string {
  const verdict = r.p95Ms < PACKET_P95_LIMIT_MS ? 'under' : '**over**';
  return (
    `A visit as one PDF: ${r.forms} submitted forms merged behind a cover page (${r.pages} pages, ` +
    `${r.kb.toFixed(0)} KB), ${r.count} times: p50 ${r.p50Ms.toFixed(0)} ms, ` +
    `**p95 ${r.p95Ms.toFixed(0)} ms** (${verdict} the ${PACKET_P95_LIMIT_MS} ms limit).`
  );
}
