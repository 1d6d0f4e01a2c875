import { messages, signatureValueSchema, type TemplateValues } from '@paperless/core';
import { AppError } from '../../../lib/errors.js';
import { cleanSignatureDataUrl, ImageRefused } from '../../../lib/image.js';

/**
 * The answers with every drawn or uploaded signature replaced by a clean copy (lib/image.ts:
 * decoded under the pixel cap, a bounded PNG, no metadata), so no stored answer and no PDF ever
 * holds the patient's original file. Signatures are top-level answers in every form. An image
 * that will not decode is a 422 on its field, before anything is stored.
 */
export async function cleanSignatureImages(fields: TemplateValues): Promise<TemplateValues> {
  const cleaned: TemplateValues = { ...fields };
  for (const [name, value] of Object.entries(fields)) {
    const parsed = signatureValueSchema.safeParse(value);
    if (!parsed.success || parsed.data.kind === 'typed') continue;
    try {
      cleaned[name] = { ...parsed.data, dataUrl: await cleanSignatureDataUrl(parsed.data.dataUrl) };
    } catch (error) {
      if (error instanceof ImageRefused) {
        throw AppError.field(name, messages.signatureImageUnreadable);
      }
      throw error;
    }
  }
  return cleaned;
}
