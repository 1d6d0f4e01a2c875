import { UPLOAD_MAX_PAGES, uploadMessages } from '@paperless/core';
import { PDFDocument, PDFName } from 'pdf-lib';
import { AppError } from '../../lib/errors.js';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Page entries that can act on their own when opened: annotations (links, widgets) and actions. */
const ACTIVE_PAGE_ENTRIES = ['Annots', 'AA'].map((name) => PDFName.of(name));

const unreadable = () => AppError.field('file', uploadMessages.unreadable);

/**
 * A patient's PDF rebuilt: its pages copied into a new document, which is what we keep. The
 * catalog of the sender's file (scripts run on open, attached files, form actions, its
 * metadata) is left behind, and so are the pages' annotations and actions, so what staff open
 * is the pages and nothing that acts. Encrypted, damaged, empty or longer than
 * UPLOAD_MAX_PAGES: refused with a message for the file field.
 */
export async function rebuildPdf(bytes: Uint8Array): Promise<{ bytes: Uint8Array; pages: number }> {
  if (!PDF_MAGIC.equals(Buffer.from(bytes.subarray(0, PDF_MAGIC.length)))) throw unreadable();
  let source: PDFDocument;
  try {
    // pdf-lib refuses an encrypted file here (it cannot read its pages without the password).
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw unreadable();
  }
  const pages = source.getPageCount();
  if (pages === 0) throw unreadable();
  if (pages > UPLOAD_MAX_PAGES) throw AppError.field('file', uploadMessages.tooManyPages);
  try {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const copied = await doc.copyPages(source, source.getPageIndices());
    for (const page of copied) {
      for (const entry of ACTIVE_PAGE_ENTRIES) page.node.delete(entry);
      doc.addPage(page);
    }
    return { bytes: await doc.save(), pages };
  } catch {
    // A page tree pdf-lib listed but cannot copy (a broken object deep inside).
    throw unreadable();
  }
}
