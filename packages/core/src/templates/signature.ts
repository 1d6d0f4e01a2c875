import { z } from 'zod';

/**
 * A signature as a form keeps it: a drawn or uploaded image as a PNG or JPEG data URL, or a
 * typed name with the font it was shown in (so the PDF can render it the same way).
 */
export const SIGNATURE_MAX_BYTES = 1_048_576;

const imageDataUrl = z
  .string()
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/)
  // base64 is 4/3 of the bytes it carries.
  .refine((v) => (v.length - v.indexOf(',') - 1) * 0.75 <= SIGNATURE_MAX_BYTES);

export const signatureValueSchema = z.union([
  z.object({ kind: z.enum(['drawn', 'uploaded']), dataUrl: imageDataUrl }),
  z.object({
    kind: z.literal('typed'),
    text: z.string().trim().min(1).max(100),
    font: z.string().min(1).max(60),
  }),
]);
export type SignatureValue = z.infer<typeof signatureValueSchema>;

/** True when a value is a signature someone actually gave (what 'required' means for one). */
export function isSigned(value: unknown): value is SignatureValue {
  return signatureValueSchema.safeParse(value).success;
}
