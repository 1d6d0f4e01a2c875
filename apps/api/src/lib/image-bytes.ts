/**
 * What can be told of an image from its bytes without decoding it, for lib/image.ts and for the
 * PDF renderer, which runs on a thread of its own and must not load sharp there.
 */

/** The image types we accept, recognised by their first bytes, never by file name. */
export type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/webp'; extension: string };

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return null;
}

/**
 * 16 million pixels (4000 × 4000; 64 MB once decoded as RGBA) is far above any real signature
 * or logo, and above a 12-megapixel phone photo of a signed sheet, while a file claiming more is
 * refused from its header in about 2 ms, before any pixel is decoded. libvips reads the header
 * the decoder will really use, so a decoy first IHDR cannot slip past it.
 */
export const MAX_IMAGE_PIXELS = 16_000_000;

/** A data URL's bytes; undefined for anything but base64 image data. */
export function dataUrlBytes(dataUrl: string): Buffer | undefined {
  const match = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]+=*)$/i.exec(dataUrl);
  return match?.[1] ? Buffer.from(match[1], 'base64') : undefined;
}
