import { isUploadAnswer } from '@paperless/core';
import { PDFDocument, type PDFImage } from '@cantoo/pdf-lib';
import { EMPTY, type Answer } from './answers.js';
import { embedImage } from './signature.js';

/**
 * A file question's answer in the PDF (issue 17; a clinic's own form's, or a template's such as
 * Insurance Information's card photos): an uploaded photo is drawn under its question; an
 * uploaded PDF is named by a line there and its pages follow the form. The files come opened
 * with the input (the job loads them); nothing here throws on a bad one.
 */

/** An upload as the renderer gets it: the kept (re-encoded or rebuilt) file. */
export type PdfUpload =
  | { mime: 'image/jpeg' | 'image/png'; bytes: Uint8Array }
  | { mime: 'application/pdf'; bytes: Uint8Array; pages: number };

/** A photo ready to draw. */
export interface PrintedPhoto {
  kind: 'photo';
  image: PDFImage;
}

export const FILE_UNAVAILABLE = '[file unavailable]';

/** A question answered by an upload: a custom form's file question, or a template's 'file' field. */
export const isUploadQuestion = (field: { type: string }): boolean =>
  field.type === 'upload' || field.type === 'file';

export const attachedPdfLine = (pages: number) =>
  `Attached PDF, ${pages} ${pages === 1 ? 'page' : 'pages'} (after this form)`;

/** The upload an answer names, when the input holds it. */
export function uploadOf(
  value: unknown,
  uploads: Readonly<Record<string, PdfUpload>> | undefined,
): PdfUpload | undefined {
  if (!isUploadAnswer(value) || !uploads) return undefined;
  const id = value.upload_id.toLowerCase();
  return Object.hasOwn(uploads, id) ? uploads[id] : undefined;
}

/** The text a file question prints: the PDF's line, a note that the file is gone, or nothing. */
export function uploadAnswer(
  value: unknown,
  uploads: Readonly<Record<string, PdfUpload>> | undefined,
): Answer {
  if (value === undefined || value === null) return { kind: 'text', text: EMPTY };
  const upload = uploadOf(value, uploads);
  if (!upload) return { kind: 'text', text: FILE_UNAVAILABLE };
  // A photo's text is only its fallback: printUploads draws the photo in its place.
  return {
    kind: 'text',
    text: upload.mime === 'application/pdf' ? attachedPdfLine(upload.pages) : FILE_UNAVAILABLE,
  };
}

/** Each answered photo question's image, embedded; one that will not embed keeps its text. */
export async function printPhotos(
  doc: PDFDocument,
  answers: readonly { name: string; value: unknown }[],
  uploads: Readonly<Record<string, PdfUpload>> | undefined,
): Promise<Map<string, PrintedPhoto>> {
  const photos = new Map<string, PrintedPhoto>();
  for (const { name, value } of answers) {
    const upload = uploadOf(value, uploads);
    if (!upload || upload.mime === 'application/pdf') continue;
    const type = upload.mime === 'image/png' ? 'png' : 'jpeg';
    const image = await embedImage(doc, { type, bytes: upload.bytes });
    if (image) photos.set(name, { kind: 'photo', image });
  }
  return photos;
}

/**
 * The pages of the uploaded PDFs, in the order their questions print, after the form's own
 * pages (whose footers count only the form). A file that will not load is left out.
 */
export async function appendAttachedPdfs(
  doc: PDFDocument,
  values: readonly unknown[],
  uploads: Readonly<Record<string, PdfUpload>> | undefined,
): Promise<void> {
  for (const value of values) {
    const upload = uploadOf(value, uploads);
    if (upload?.mime !== 'application/pdf') continue;
    try {
      const source = await PDFDocument.load(upload.bytes, { updateMetadata: false });
      const pages = await doc.copyPages(source, source.getPageIndices());
      for (const page of pages) doc.addPage(page);
    } catch {
      // Rebuilt by us when it was uploaded, so this is damage at rest: the form still prints.
    }
  }
}
