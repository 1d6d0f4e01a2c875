import { StandardFonts, type PDFDocument } from '@cantoo/pdf-lib';
import { bodyFallbackFiles, pdfFontkit } from './fonts.js';
import type { Fonts } from './layout.js';
import { buildChain, fileCandidate, standardCandidate } from './chain.js';

/**
 * The regular and bold font chains of a document's body text (submissions and invoices alike):
 * Helvetica first, which needs no file and covers most forms, then the Noto fallbacks for
 * whatever else the texts hold. Each chain embeds only the faces some text needs, as subsets.
 * The placeholder for what no font draws is set in the oblique of the same weight.
 */
export async function bodyFonts(doc: PDFDocument, texts: readonly string[]): Promise<Fonts> {
  doc.registerFontkit(pdfFontkit);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  const boldItalic = await doc.embedFont(StandardFonts.HelveticaBoldOblique);
  const regularFiles = bodyFallbackFiles(400);
  // A package without a bold weight lends its regular one to bold text.
  const boldFiles = [...bodyFallbackFiles(700), ...regularFiles];
  return {
    regular: await buildChain(
      [standardCandidate(regular), ...regularFiles.map((f) => fileCandidate(doc, f))],
      italic,
      texts,
    ),
    bold: await buildChain(
      [standardCandidate(bold), ...boldFiles.map((f) => fileCandidate(doc, f))],
      boldItalic,
      texts,
    ),
  };
}
