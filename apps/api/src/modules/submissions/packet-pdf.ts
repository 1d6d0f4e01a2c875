import { setImmediate } from 'node:timers/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { usDate } from './pdf/answers.js';
import { bodyFonts } from './pdf/body-fonts.js';
import { savePdf } from './pdf/chain.js';
import { clinicTime } from './pdf/clinic-time.js';
import { CONTENT_WIDTH, MUTED, PAGE, PageFlow } from './pdf/layout.js';
import { PRODUCER } from './pdf/render.js';
import { packetMessages } from './packet-schemas.js';
import type { SubmissionFile } from './stored-pdf.js';

/** One form of a packet: its row and its PDF as made (already opened and checked). */
export interface PacketForm {
  file: SubmissionFile;
  bytes: Uint8Array;
}

/**
 * One PDF for a packet (issue 18): a first page listing its forms (title, submitted time in the
 * clinic's zone, the page each starts on), then each form's own PDF, unchanged, in order.
 *
 * Built on the event loop, not the render thread: merging copies pages that are already made
 * (no layout, no font shaping), pdf-lib parses and saves a number of objects per tick and then
 * yields, and we yield between forms, so no single stretch blocks other requests for long. The
 * render thread stays free for the PDF worker, and its wire format carries forms to render, not
 * PDFs to copy. The packet is capped (MERGED_PDF_MAX_FILES).
 */
export async function renderPacketPdf(
  forms: readonly PacketForm[],
  now: Date,
): Promise<Uint8Array> {
  // Parsed once; each is copied after the cover, whose length sets where the forms start.
  const sources: { form: PacketForm; doc: PDFDocument }[] = [];
  for (const form of forms) {
    await setImmediate();
    sources.push({ form, doc: await PDFDocument.load(form.bytes, { updateMetadata: false }) });
  }
  const counts = sources.map((s) => s.doc.getPageCount());
  let coverPages = 1;
  for (;;) {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const drawn = await drawCover(doc, forms, counts, coverPages, now);
    // A cover long enough to take another page moves every form's start: lay it out again.
    if (drawn !== coverPages) {
      coverPages = drawn;
      continue;
    }
    for (const { doc: source } of sources) {
      await setImmediate();
      const pages = await doc.copyPages(source, source.getPageIndices());
      for (const page of pages) doc.addPage(page);
    }
    return savePdf(doc);
  }
}

/** The cover page(s); returns how many pages they took. */
async function drawCover(
  doc: PDFDocument,
  forms: readonly PacketForm[],
  counts: readonly number[],
  coverPages: number,
  now: Date,
): Promise<number> {
  const latest = forms[forms.length - 1]!.file;
  const practice = latest.practiceName;
  const patientName = `${latest.patient.firstName} ${latest.patient.lastName}`.trim();
  const dob = latest.patient.dob ? usDate(latest.patient.dob) : '—';
  const rows = forms.map(({ file }, index) => ({
    number: String(index + 1),
    title: file.formName,
    submitted: clinicTime(file.createdAt, file.timeZone),
    start: String(coverPages + 1 + counts.slice(0, index).reduce((a, b) => a + b, 0)),
  }));
  const totalPages = counts.reduce((a, b) => a + b, 0);
  const summary = `${forms.length} ${forms.length === 1 ? 'form' : 'forms'}, ${totalPages} ${totalPages === 1 ? 'page' : 'pages'}. Prepared ${clinicTime(now, latest.timeZone)}.`;

  // No patient data in the metadata: the file may be forwarded, and it is easy to overlook.
  doc.setTitle(packetMessages.coverTitle, { showInWindowTitleBar: true });
  doc.setAuthor(practice);
  doc.setSubject(`Forms submitted to ${practice}`);
  doc.setLanguage('en-US');
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const fonts = await bodyFonts(doc, [
    practice,
    patientName,
    packetMessages.coverTitle,
    packetMessages.coverNote,
    summary,
    ...rows.flatMap((r) => [r.title, r.submitted]),
  ]);
  const regular = { chain: fonts.regular, size: 10 };
  const bold = { chain: fonts.bold, size: 10 };
  const flow = new PageFlow(doc, fonts, `${packetMessages.coverTitle}  ·  ${patientName}`);
  flow.paragraph(practice, { chain: fonts.bold, size: 11, color: MUTED });
  flow.gap(4);
  flow.paragraph(packetMessages.coverTitle, { chain: fonts.bold, size: 20 });
  flow.gap(6);
  flow.paragraph(patientName, { chain: fonts.bold, size: 13 });
  flow.paragraph(`Date of Birth: ${dob}`, regular);
  flow.paragraph(summary, { ...regular, color: MUTED });
  flow.gap(8);

  // #, form, submitted, starting page.
  const columns = [
    { x: PAGE.margin, width: 24 },
    { x: PAGE.margin + 28, width: CONTENT_WIDTH - 28 - 190 - 50 },
    { x: PAGE.width - PAGE.margin - 230, width: 176 },
    { x: PAGE.width - PAGE.margin - 46, width: 46 },
  ];
  const row = (texts: readonly string[], style: typeof regular) =>
    flow.cells(texts.map((text, i) => ({ text, style, ...columns[i]! })));
  row(['#', 'Form', 'Submitted', 'Page'], bold);
  flow.rule();
  for (const r of rows) row([r.number, r.title, r.submitted, r.start], regular);
  flow.rule();
  flow.gap(6);
  flow.paragraph(packetMessages.coverNote, { chain: fonts.regular, size: 9, color: MUTED });
  return flow.pages.length;
}
