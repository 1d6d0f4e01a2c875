import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFXRefStreamParser,
} from '@cantoo/pdf-lib';

/**
 * The rules of a patient's PDF, run on the upload thread (pdf-thread.ts), never on the event
 * loop. @cantoo/pdf-lib is the maintained fork of pdf-lib (which has had no release since 2021)
 * and reads the stranger's file; our own PDFs are still laid out with pdf-lib (decisions.md).
 */

/**
 * What one stream may decode to: a letter page scanned at 300 dpi in grey is 8.4 MB, at 250 dpi
 * in colour 17.5 MB (colour scans are JPEG, which the viewer decodes: see IMAGE_MAX_PIXELS). The
 * decoder's buffer doubles as it fills, so the memory one stream can take is the power of two
 * above this: 32 MB (held to 24 MB, not 32: at 32 it was 64 MB, and the server's memory gate is
 * 200 MB over idle for a whole hostile run).
 */
export const STREAM_DECODED_MAX = 24 * 1024 * 1024;
/** What all the streams of one file may decode to together. */
export const FILE_DECODED_MAX = 128 * 1024 * 1024;
/** An image a codec decodes (JPEG, JPEG 2000, JBIG2, fax): a letter page at 600 dpi is 34 MP. */
export const IMAGE_MAX_PIXELS = 50_000_000;

export type RebuildOutcome =
  | { kind: 'pdf'; bytes: Uint8Array; pages: number }
  | { kind: 'refused'; reason: 'unreadable' | 'too_many_pages' };

class Refused extends Error {}

/** Filters the parser decodes itself; each is counted against the caps as it decodes. */
const DECODED = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCII85Decode',
  'ASCIIHexDecode',
  'RunLengthDecode',
]);
/** Image codecs, left to the viewer: bounded by the image's declared size instead. */
const IMAGE_CODECS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);

/** Page entries that can act on their own when opened: annotations (links, widgets) and actions. */
const ACTIVE_PAGE_ENTRIES = ['Annots', 'AA'].map((name) => PDFName.of(name));

/**
 * The decoded bytes a file has left. pdf-lib-style parsers decode every object stream and
 * cross-reference stream while loading, with no limit: a 3.7 KB file whose object stream is
 * Flate over Flate over 2 GB of spaces held the server for 29 s and 3 GB (Security III). So
 * each such stream is measured against the budget before the parser may decode it, and every
 * stream of the rebuilt file after the copy.
 */
let budget = 0;
/**
 * Set when a stream was refused while loading: the parser skips an object it cannot read and
 * goes on, so a refusal inside it must be looked for once it returns.
 */
let refusedWhileLoading = false;

function filtersOf(stream: PDFRawStream): string[] {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray) {
    return filter.asArray().map((item) => {
      const name = stream.dict.context.lookup(item);
      if (!(name instanceof PDFName)) throw new Refused();
      return name.decodeText();
    });
  }
  throw new Refused();
}

function numberIn(stream: PDFRawStream, key: string): number {
  const value = stream.dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : Number.NaN;
}

/**
 * Refuses a stream that would decode past STREAM_DECODED_MAX or the file's budget, reading it
 * 64 KB at a time (the decoder's buffer never grows past twice the cap), or an image whose codec
 * would draw more than IMAGE_MAX_PIXELS, or a filter nobody here knows.
 */
function checkStream(stream: PDFRawStream): void {
  const filters = filtersOf(stream);
  if (filters.some((name) => IMAGE_CODECS.has(name))) {
    const pixels = numberIn(stream, 'Width') * numberIn(stream, 'Height');
    if (!(pixels > 0 && pixels <= IMAGE_MAX_PIXELS)) throw new Refused();
    // A codec behind other filters ([/FlateDecode /DCTDecode]) would need those decoded to be
    // measured, and the parser cannot stop short of the codec: rare, and refused.
    if (filters.every((name) => IMAGE_CODECS.has(name))) return;
    throw new Refused();
  }
  if (!filters.every((name) => DECODED.has(name))) throw new Refused();
  const limit = Math.min(STREAM_DECODED_MAX, budget);
  const decoder = decodePDFRawStream(stream);
  let decoded = 0;
  for (;;) {
    const chunk = decoder.getBytes(64 * 1024);
    if (chunk.length === 0) break;
    decoded += chunk.length;
    if (decoded > limit) throw new Refused();
  }
  budget -= decoded;
}

// The parser's two eager decoders are measured first. Both factories are the library's own
// exported statics; uploads.api.test.ts sends the bomb, so a version that stops calling them
// fails there rather than parsing it.
const parseObjectStream = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (raw, ...rest) => {
  checkWhileLoading(raw);
  return parseObjectStream(raw, ...rest);
};
const parseXRefStream = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (raw) => {
  checkWhileLoading(raw);
  return parseXRefStream(raw);
};

function checkWhileLoading(raw: PDFRawStream) {
  try {
    checkStream(raw);
  } catch (error) {
    refusedWhileLoading = true;
    throw error;
  }
}

/**
 * A patient's PDF rebuilt: its pages copied into a new document, which is what we keep. The
 * catalog of the sender's file (scripts run on open, attached files, form actions, its
 * metadata) is left behind, and so are the pages' annotations and actions, so what staff open
 * is the pages and nothing that acts; no stream of it decodes past the caps above. Encrypted,
 * damaged, empty, too large once decoded or longer than maxPages: refused.
 */
export async function rebuildPdf(bytes: Uint8Array, maxPages: number): Promise<RebuildOutcome> {
  budget = FILE_DECODED_MAX;
  refusedWhileLoading = false;
  let source: PDFDocument;
  try {
    // Refuses an encrypted file (its pages cannot be read without the password).
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return { kind: 'refused', reason: 'unreadable' };
  }
  if (refusedWhileLoading) return { kind: 'refused', reason: 'unreadable' };
  const pages = source.getPageCount();
  if (pages === 0) return { kind: 'refused', reason: 'unreadable' };
  if (pages > maxPages) return { kind: 'refused', reason: 'too_many_pages' };
  try {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const copied = await doc.copyPages(source, source.getPageIndices());
    for (const page of copied) {
      for (const entry of ACTIVE_PAGE_ENTRIES) page.node.delete(entry);
      doc.addPage(page);
    }
    // Every stream that reached the copy (page contents, images, fonts) is held to the caps:
    // a 2 KB page whose content inflates to 1 GB would otherwise reach staff's viewers.
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (object instanceof PDFRawStream) checkStream(object);
    }
    return { kind: 'pdf', bytes: await doc.save(), pages };
  } catch {
    // Over a cap, or a page tree the parser listed but cannot copy (a broken object deep inside).
    return { kind: 'refused', reason: 'unreadable' };
  }
}
