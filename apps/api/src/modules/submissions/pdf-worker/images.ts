import { signatureValueSchema, type TemplateValues } from '@paperless/core';
import { cleanImage, cleanSignatureDataUrl, ImageRefused } from '../../../lib/image.js';

/**
 * The images of a PDF, made safe before pdf-lib sees them: the logo and every drawn or
 * uploaded signature decoded again under the pixel cap and re-encoded small (lib/image.ts).
 * Images stored since uploads are cleaned come out the same size; ones stored before (a decoy
 * PNG, a 16-megapixel photo) are refused here or shrunk, so no stored file can stall a render.
 * An image that will not decode prints as '[signature unavailable]' or as no logo: the PDF is
 * still made.
 */
export async function cleanPdfImages(input: {
  logo: Uint8Array | undefined;
  values: TemplateValues;
}): Promise<{ logo: Uint8Array | undefined; values: TemplateValues }> {
  if (typeof input.values !== 'object' || input.values === null) {
    return { logo: await cleanLogo(input.logo), values: input.values };
  }
  const values: TemplateValues = { ...input.values };
  for (const [name, value] of Object.entries(input.values)) {
    const parsed = signatureValueSchema.safeParse(value);
    if (!parsed.success || parsed.data.kind === 'typed') continue;
    try {
      values[name] = { ...parsed.data, dataUrl: await cleanSignatureDataUrl(parsed.data.dataUrl) };
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      // Not a signature value any more: the PDF says the signature is unavailable.
      values[name] = { kind: 'unreadable' };
    }
  }
  return { logo: await cleanLogo(input.logo), values };
}

async function cleanLogo(bytes: Uint8Array | undefined): Promise<Uint8Array | undefined> {
  if (!bytes) return undefined;
  try {
    return (await cleanImage(bytes, 'logo')).bytes;
  } catch (error) {
    if (error instanceof ImageRefused) return undefined;
    throw error;
  }
}
