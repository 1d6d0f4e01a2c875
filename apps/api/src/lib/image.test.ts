import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cleanImage,
  cleanSignatureDataUrl,
  detectImageType,
  ImageRefused,
  MAX_IMAGE_PIXELS,
} from './image.js';
import { blankPng, decoyPng, pngDataUrl } from '#test/factories/images.js';

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRefused);
  return (error as ImageRefused).reason;
};

describe('detectImageType', () => {
  it('knows PNG, JPEG and WebP by their bytes', () => {
    expect(
      detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime,
    ).toBe('image/png');
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
    expect(detectImageType(webp)?.mime).toBe('image/webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImageType(new TextEncoder().encode('<svg onload="alert(1)">'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('cleanImage', () => {
  it('refuses the decoy-IHDR bomb quickly, without decoding its 64 million pixels', async () => {
    const bomb = decoyPng();
    expect(bomb.length).toBeLessThan(250_000);
    const started = performance.now();
    expect(await refusal(cleanImage(bomb, 'signature'))).toBe('unreadable');
    expect(await refusal(cleanImage(bomb, 'logo'))).toBe('unreadable');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses an honest image over the pixel cap from its header', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    const started = performance.now();
    expect(await refusal(cleanImage(blankPng(side, side), 'logo'))).toBe('pixels');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("takes a phone camera's 24-megapixel photo as a document, shrunk to 2000 px", async () => {
    // An iPhone's default photo is 5712 × 4284: over the logo's cap, within the document's.
    const photo = await sharp({
      create: { width: 5712, height: 4284, channels: 3, background: '#3a6ea5' },
    })
      .jpeg()
      .toBuffer();
    expect(await refusal(cleanImage(photo, 'logo'))).toBe('pixels');
    const kept = await cleanImage(photo, 'document');
    expect([kept.mime, kept.width, kept.height]).toEqual(['image/jpeg', 2000, 1500]);
    const bomb = blankPng(8000, 8000);
    expect(await refusal(cleanImage(bomb, 'document'))).toBe('pixels');
  });

  it('refuses other types, a type a use does not take, and damaged data', async () => {
    expect(await refusal(cleanImage(Buffer.from('GIF89a......'), 'logo'))).toBe('type');
    const webp = await sharp(blankPng(20, 20)).webp().toBuffer();
    expect(await refusal(cleanImage(webp, 'signature'))).toBe('type');
    const png = blankPng(300, 300);
    expect(await refusal(cleanImage(png.subarray(0, png.length - 40), 'logo'))).toBe('unreadable');
  });

  it('re-encodes within the bounds of its use, upright, without metadata', async () => {
    // A 3000 × 2000 photo with EXIF (camera, orientation: rotated 90°) and an ICC profile.
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Spy Cam', Artist: 'Jane Roe' } } })
      .toBuffer();
    const logo = await cleanImage(photo, 'logo');
    expect(logo).toMatchObject({ mime: 'image/jpeg', extension: 'jpg' });
    // Turned upright (2000 × 3000) and shrunk to fit 1024 × 512.
    expect([logo.width, logo.height]).toEqual([341, 512]);
    const meta = await sharp(logo.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(logo.bytes.includes('Spy Cam')).toBe(false);

    const signature = await cleanImage(photo, 'signature');
    expect(signature).toMatchObject({ mime: 'image/png', width: 160, height: 240 });
  });

  it('keeps transparency as PNG and never enlarges a small image', async () => {
    const ink = await sharp({
      create: { width: 450, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const logo = await cleanImage(ink, 'logo');
    expect(logo).toMatchObject({ mime: 'image/png', width: 450, height: 120 });
    expect((await sharp(logo.bytes).metadata()).hasAlpha).toBe(true);
  });
});

describe('cleanSignatureDataUrl', () => {
  it('answers a PNG data URL of the decoded image, and refuses what is not image data', async () => {
    const clean = await cleanSignatureDataUrl(pngDataUrl(blankPng(40, 10)));
    expect(clean).toMatch(/^data:image\/png;base64,/);
    await refusal(cleanSignatureDataUrl('javascript:alert(1)'));
    expect(await refusal(cleanSignatureDataUrl(pngDataUrl(decoyPng())))).toBe('unreadable');
  });
});
