import { patientDocumentTexts, signatureValueSchema, type SignatureFont } from '@paperless/core';
import { StandardFonts, type PDFDocument, type PDFImage } from '@cantoo/pdf-lib';
import { dataUrlBytes, detectImageType, MAX_IMAGE_PIXELS } from '../../../lib/image-bytes.js';
import { bodyFallbackFiles, signatureFontFiles, type FontFile } from './fonts.js';
import {
  buildChain,
  fileCandidate,
  standardCandidate,
  widthOf,
  wrapText,
  type FontChain,
} from './text.js';

/**
 * A signature as the PDF shows it: the drawn or uploaded image, the typed name in the font the
 * patient chose, or a note saying why there is none. Nothing here throws on a bad value: a form
 * whose signature image is damaged still becomes a PDF, saying so where the image would be.
 */
export type PrintedSignature =
  | { kind: 'image'; image: PDFImage; caption: string }
  | { kind: 'typed'; text: string; chain: FontChain; caption: string }
  | { kind: 'missing'; caption: string };

export const SIGNATURE_UNAVAILABLE = '[signature unavailable]';
export const NOT_SIGNED = patientDocumentTexts.notSigned;

/** The signature pad is 450×120 px; signatures print at half that, in points. */
export const SIGNATURE_BOX = { width: 225, height: 60 } as const;
const TYPED_SIZE = { max: 30, min: 12 } as const;

/** The image bytes of a data URL; the declared type is not trusted, the bytes decide. */
export function imageFromDataUrl(
  dataUrl: string,
): { type: 'png' | 'jpeg'; bytes: Uint8Array } | undefined {
  const bytes = dataUrlBytes(dataUrl);
  if (!bytes) return undefined;
  const type = detectImageType(bytes)?.mime;
  if (type === 'image/png') return { type: 'png', bytes };
  if (type === 'image/jpeg') return { type: 'jpeg', bytes };
  return undefined;
}

/**
 * pdf-lib decodes a PNG to raw pixels (a JPEG it embeds as it is), so a small file of a huge
 * blank image would take gigabytes and seconds of this thread. The images a PDF gets have been
 * through lib/image.ts (pdf-worker/images.ts: bounded, re-encoded); this second check stands in
 * case one has not: it reads every chunk header up to the pixel data, so a decoy first IHDR
 * followed by a real one is refused, as is anything it cannot follow.
 */
export function pngPixels(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pixels: number | undefined;
  // Each chunk: length (4), type (4), data, crc (4); the first starts after the 8-byte signature.
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT') return pixels ?? Infinity;
    if (type === 'IHDR') {
      if (pixels !== undefined || length !== 13 || at + 16 > bytes.length) return Infinity;
      pixels = view.getUint32(at + 8) * view.getUint32(at + 12);
    }
    at += 12 + length;
  }
  return Infinity;
}

/** Embeds a PNG or JPEG (a signature or a logo); undefined when pdf-lib cannot read it. */
export async function embedImage(
  doc: PDFDocument,
  image: { type: 'png' | 'jpeg'; bytes: Uint8Array },
): Promise<PDFImage | undefined> {
  if (image.type === 'png' && pngPixels(image.bytes) > MAX_IMAGE_PIXELS) return undefined;
  // A copy: pdf-lib reads a JPEG through a DataView of the whole ArrayBuffer, which for a Buffer
  // from Node's pool (a logo read from storage) starts at some other data.
  const bytes = new Uint8Array(image.bytes);
  try {
    return image.type === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return undefined;
  }
}

/**
 * One chain per font family, for all the typed names in it, so two signatures in Caveat embed
 * Caveat once.
 */
async function typedChains(doc: PDFDocument, typed: readonly { text: string; font: string }[]) {
  const byFamily = new Map<SignatureFont, { files: FontFile[]; texts: string[] }>();
  for (const signature of typed) {
    const { family, files } = signatureFontFiles(signature.font);
    const entry = byFamily.get(family) ?? { files, texts: [] };
    entry.texts.push(signature.text);
    byFamily.set(family, entry);
  }
  const chains = new Map<SignatureFont, FontChain>();
  if (byFamily.size === 0) return chains;
  // Last resort, used only when a family's package is missing or lacks a character: a standard
  // italic still reads as a signature, and unlike the script fonts needs no file.
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  for (const [family, { files, texts }] of byFamily) {
    const candidates = [
      ...files.map((f) => fileCandidate(doc, f)),
      standardCandidate(italic),
      ...bodyFallbackFiles(400).map((f) => fileCandidate(doc, f)),
    ];
    chains.set(family, await buildChain(candidates, italic, texts));
  }
  return chains;
}

async function printImage(doc: PDFDocument, kind: 'drawn' | 'uploaded', dataUrl: string) {
  const source = imageFromDataUrl(dataUrl);
  const image = source && (await embedImage(doc, source));
  if (!image) return { kind: 'missing', caption: SIGNATURE_UNAVAILABLE } as const;
  const caption = kind === 'drawn' ? 'Drawn signature' : 'Uploaded signature';
  return { kind: 'image', image, caption } as const;
}

/** The signatures of a submission, in the order given, ready to draw. */
export async function printSignatures(
  doc: PDFDocument,
  values: readonly unknown[],
): Promise<PrintedSignature[]> {
  const parsed = values.map((value) =>
    value === undefined || value === null || value === ''
      ? undefined
      : signatureValueSchema.safeParse(value),
  );
  const typed = parsed.flatMap((p) => (p?.success && p.data.kind === 'typed' ? [p.data] : []));
  const chains = await typedChains(doc, typed);
  const printed: PrintedSignature[] = [];
  for (const result of parsed) {
    if (!result) printed.push({ kind: 'missing', caption: NOT_SIGNED });
    else if (!result.success) printed.push({ kind: 'missing', caption: SIGNATURE_UNAVAILABLE });
    else if (result.data.kind !== 'typed') {
      printed.push(await printImage(doc, result.data.kind, result.data.dataUrl));
    } else {
      const { family } = signatureFontFiles(result.data.font);
      const chain = chains.get(family);
      printed.push(
        chain
          ? { kind: 'typed', text: result.data.text, chain, caption: `Typed signature (${family})` }
          : { kind: 'missing', caption: SIGNATURE_UNAVAILABLE },
      );
    }
  }
  return printed;
}

/** Where to draw an image inside a box: as large as fits, aspect kept, at the bottom left. */
export function fitImage(
  image: { width: number; height: number },
  box: { width: number; height: number },
) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/**
 * A typed name as large as the box allows, between 12 and 30 pt; a name too long even at
 * 12 pt wraps onto more lines rather than leaving the page.
 */
export function typedLayout(chain: FontChain, text: string, width: number) {
  const natural = widthOf(chain, text, TYPED_SIZE.max);
  const fitted = natural > 0 ? (TYPED_SIZE.max * width) / natural : TYPED_SIZE.max;
  const size = Math.max(TYPED_SIZE.min, Math.min(TYPED_SIZE.max, fitted));
  const lines = wrapText(chain, text, size, width);
  return { size, lines, height: Math.max(SIGNATURE_BOX.height, lines.length * size * 1.25) };
}
