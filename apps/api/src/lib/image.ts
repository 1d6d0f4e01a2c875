import sharp from 'sharp';
import { dataUrlBytes, detectImageType, MAX_IMAGE_PIXELS, type ImageType } from './image-bytes.js';

export { dataUrlBytes, detectImageType, MAX_IMAGE_PIXELS, type ImageType } from './image-bytes.js';

/**
 * Every image a stranger sends us (a clinic's logo, a patient's drawn or uploaded signature, a
 * patient's photo of a card or a letter)
 * passes through here before it is stored or printed: decoded by libvips (sharp) under a pixel
 * cap, then re-encoded small, without metadata. Nothing we keep or draw is the sender's file.
 */

/**
 * The largest picture we keep, per use. A signature prints at 225 × 60 pt, and its pad is
 * 450 × 120 px: twice the pad stays sharp on paper. A logo prints at most 140 × 48 pt and shows
 * small on the patient's page. So no stored image is ever more than 900 × 240 (signature) or
 * 1024 × 512 (logo) pixels, however large the upload. A document (a patient's photo of an
 * insurance card or an ID, issue 17) must stay legible when staff zoom in: 2000 px on its long
 * side keeps a card's small print, at a fraction of a 12-megapixel photo's size.
 */
export const IMAGE_BOUNDS = {
  signature: { width: 900, height: 240 },
  logo: { width: 1024, height: 512 },
  document: { width: 2000, height: 2000 },
} as const;
export type ImagePurpose = keyof typeof IMAGE_BOUNDS;

/** Why an image was refused; the caller answers with its own message for its field. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'type' | 'pixels' | 'unreadable') {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

export interface CleanImage {
  bytes: Buffer;
  mime: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
}

/**
 * The most pixels an upload may decode to, per use. A document photo comes straight from a
 * phone's camera, and today's take 24 to 48 megapixels (an iPhone's default is 5712 × 4284):
 * refusing them would refuse patients' insurance cards. libvips shrinks a JPEG while it decodes
 * it when the output is this much smaller, so a large photo costs little memory; the cap still
 * stops a decompression bomb. Signatures and logos keep Security II's 16 megapixels.
 */
const PIXEL_CAPS: Record<ImagePurpose, number> = {
  signature: MAX_IMAGE_PIXELS,
  logo: MAX_IMAGE_PIXELS,
  document: 50_000_000,
};

/**
 * A signature is PNG or JPEG (what the pad and the upload give); a logo or a document may also
 * be WebP (what some phones' cameras and browsers save).
 */
const ACCEPTED: Record<ImagePurpose, readonly ImageType['mime'][]> = {
  signature: ['image/png', 'image/jpeg'],
  logo: ['image/png', 'image/jpeg', 'image/webp'],
  document: ['image/png', 'image/jpeg', 'image/webp'],
};

/**
 * Decodes an untrusted image and answers a fresh copy: turned upright (EXIF orientation, then
 * the EXIF itself, GPS position included, is dropped with all other metadata), shrunk to fit
 * the bounds of its use, as PNG when it has transparency (always for signatures, so the ink
 * keeps a clear background) and as JPEG otherwise. Throws ImageRefused.
 */
export async function cleanImage(bytes: Uint8Array, purpose: ImagePurpose): Promise<CleanImage> {
  const type = detectImageType(bytes);
  if (!type || !ACCEPTED[purpose].includes(type.mime)) throw new ImageRefused('type');
  try {
    // 'error' refuses damaged data (a truncated or malformed file) yet accepts the harmless
    // warnings some cameras' JPEGs raise.
    const image = sharp(bytes, { limitInputPixels: PIXEL_CAPS[purpose], failOn: 'error' })
      .autoOrient()
      .resize({ ...IMAGE_BOUNDS[purpose], fit: 'inside', withoutEnlargement: true })
      // A stuck decode must not hold a libuv thread for ever.
      .timeout({ seconds: 10 });
    const { hasAlpha } = await image.metadata();
    const asPng = purpose === 'signature' || hasAlpha === true;
    const output = asPng
      ? image.png({ compressionLevel: 9 })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 });
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: asPng ? 'image/png' : 'image/jpeg',
      extension: asPng ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof ImageRefused) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new ImageRefused(/pixel limit/i.test(message) ? 'pixels' : 'unreadable');
  }
}

/** A signature image as the data URL a form keeps, decoded and re-encoded as a bounded PNG. */
export async function cleanSignatureDataUrl(dataUrl: string): Promise<string> {
  const bytes = dataUrlBytes(dataUrl);
  if (!bytes) throw new ImageRefused('type');
  const clean = await cleanImage(bytes, 'signature');
  return `data:${clean.mime};base64,${clean.bytes.toString('base64')}`;
}
