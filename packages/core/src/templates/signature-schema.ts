import { z } from 'zod';
import {
  SIGNATURE_FONT_MAX,
  SIGNATURE_IMAGE_DATA_URL,
  SIGNATURE_IMAGE_KINDS,
  SIGNATURE_TEXT_MAX,
  signatureImageWithinLimit,
} from './signature.js';

/** A signature as the server reads it (signature.ts has the rule's parts and isSigned). */
export const signatureValueSchema = z.union([
  z.object({
    kind: z.enum(SIGNATURE_IMAGE_KINDS),
    dataUrl: z.string().regex(SIGNATURE_IMAGE_DATA_URL).refine(signatureImageWithinLimit),
  }),
  z.object({
    kind: z.literal('typed'),
    text: z.string().trim().min(1).max(SIGNATURE_TEXT_MAX),
    font: z.string().min(1).max(SIGNATURE_FONT_MAX),
  }),
]);
