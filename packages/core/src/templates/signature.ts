import type { z } from 'zod';
import type { signatureValueSchema } from './signature-schema.js';

/**
 * A signature as a form keeps it: a drawn or uploaded image as a PNG or JPEG data URL, or a
 * typed name with the font it was shown in (so the PDF can render it the same way).
 *
 * The rule's parts live here, without zod, and signature-schema.ts builds the server's schema
 * from them: the patient's form draws and checks its signature fields on first load, and zod
 * (~25 KB gz) stays out of that load (signature.test.ts holds the two answers equal).
 */
export const SIGNATURE_MAX_BYTES = 1_048_576;
export const SIGNATURE_IMAGE_KINDS = ['drawn', 'uploaded'] as const;
export const SIGNATURE_IMAGE_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
export const SIGNATURE_TEXT_MAX = 100;
export const SIGNATURE_FONT_MAX = 60;

export type SignatureValue = z.infer<typeof signatureValueSchema>;

/** base64 is 4/3 of the bytes it carries. */
export const signatureImageWithinLimit = (dataUrl: string) =>
  (dataUrl.length - dataUrl.indexOf(',') - 1) * 0.75 <= SIGNATURE_MAX_BYTES;

const isString = (value: unknown): value is string => typeof value === 'string';
const lengthWithin = (text: string, max: number) => text.length >= 1 && text.length <= max;

/** True when a value is a signature someone actually gave (what 'required' means for one). */
export function isSigned(value: unknown): value is SignatureValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { kind, dataUrl, text, font } = value as Record<string, unknown>;
  if (SIGNATURE_IMAGE_KINDS.some((k) => k === kind))
    return (
      isString(dataUrl) &&
      SIGNATURE_IMAGE_DATA_URL.test(dataUrl) &&
      signatureImageWithinLimit(dataUrl)
    );
  return (
    kind === 'typed' &&
    isString(text) &&
    lengthWithin(text.trim(), SIGNATURE_TEXT_MAX) &&
    isString(font) &&
    lengthWithin(font, SIGNATURE_FONT_MAX)
  );
}
