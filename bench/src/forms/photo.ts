// Issue 17: a patient's 10 MB camera photo (an insurance card, shot on a phone) re-encoded as the
// upload route does (lib/image.ts cleanImage, purpose 'document': decoded, turned upright,
// shrunk to 2000 px, EXIF dropped, JPEG 85). Times one photo at a time, in-process, on libvips'
// threads as the server runs it.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { cleanImage } from '@paperless/api/bench';

export interface PhotoResult {
  width: number;
  height: number;
  bytes: number;
  keptBytes: number;
  runs: number;
  p50Ms: number;
  maxMs: number;
}

/**
 * 4000 × 3000 pixels of noise at JPEG quality 95: noise hardly compresses, so the file is as
 * heavy as a detailed 12-megapixel photo. Its spread (150 levels of 256) puts it just under the
 * 10 MB cap (full-range noise makes 11.6 MB, which the route would refuse).
 */
export async function cameraPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 48 + (pixels[i]! % 150);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' } })
    .toBuffer();
}

export async function benchPhoto(runs: number): Promise<PhotoResult> {
  const photo = await cameraPhoto();
  const first = await cleanImage(photo, 'document'); // warm-up: libvips loads its codecs
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await cleanImage(photo, 'document');
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    width: 4000,
    height: 3000,
    bytes: photo.length,
    keptBytes: first.bytes.length,
    runs,
    p50Ms: times[Math.floor(times.length / 2)]!,
    maxMs: times.at(-1)!,
  };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export const photoLine = (r: PhotoResult) =>
  `A ${r.width} × ${r.height} camera photo of ${mb(r.bytes)} re-encoded as an upload is (to ${mb(r.keptBytes)}), ${r.runs} times: p50 ${r.p50Ms.toFixed(0)} ms, max ${r.maxMs.toFixed(0)} ms (goal < 1 s: ${r.maxMs < 1000 ? 'met' : '**not met**'}).`;
