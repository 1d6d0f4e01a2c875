import { uploadMessages, type UploadMime } from '@paperless/core';
import { createHash } from 'node:crypto';
import { cleanImage, detectImageType, ImageRefused } from '../../lib/image.js';
import { AppError } from '../../lib/errors.js';
import { rebuildPdf } from './pdf.js';

/** What is kept of an upload: never the sender's bytes, always a copy we made. */
export interface CleanUpload {
  bytes: Uint8Array;
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  width: number | null;
  height: number | null;
  pages: number | null;
  /** sha256 (hex) of `bytes`, checked whenever the file is opened. */
  sha256: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Decodes and re-encodes a patient's upload as the type it claims: a photo through
 * lib/image.ts (bounded, turned upright, EXIF and GPS dropped, JPEG unless it has
 * transparency), a PDF rebuilt from its pages (pdf.ts). Bytes that are not what the
 * Content-Type says, or do not decode, are refused with uploadMessages.unreadable for 'file'.
 */
export async function cleanUpload(bytes: Uint8Array, claimed: UploadMime): Promise<CleanUpload> {
  if (claimed === 'application/pdf') {
    const pdf = await rebuildPdf(bytes);
    return {
      bytes: pdf.bytes,
      mime: claimed,
      extension: 'pdf',
      width: null,
      height: null,
      pages: pdf.pages,
      sha256: sha256(pdf.bytes),
    };
  }
  // A photo sent as another kind of photo is refused too: the claim is what the page chose.
  if (detectImageType(bytes)?.mime !== claimed) {
    throw AppError.field('file', uploadMessages.unreadable);
  }
  try {
    const image = await cleanImage(bytes, 'document');
    return { ...image, pages: null, sha256: sha256(image.bytes) };
  } catch (error) {
    if (error instanceof ImageRefused) throw AppError.field('file', uploadMessages.unreadable);
    throw error;
  }
}
