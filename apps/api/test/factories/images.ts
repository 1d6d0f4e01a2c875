import { crc32, deflateSync } from 'node:zlib';

/**
 * Hostile images for tests, built here rather than checked in: the decoy PNG of the security
 * review (a 1 × 1 IHDR, then a second IHDR of 8000 × 8000 with real data: 64 million pixels in
 * under 200 KB) and an honest PNG of any size.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return chunk('IHDR', header);
}

/** Blank RGB rows: every row a filter byte and width × 3 zero bytes, deflated. */
function blankData(width: number, height: number): Buffer {
  return chunk('IDAT', deflateSync(Buffer.alloc((width * 3 + 1) * height), { level: 9 }));
}

/** A valid, blank PNG of the size given (a large one is a decompression bomb). */
export function blankPng(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    blankData(width, height),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The review's bomb: a 1 × 1 header for whoever reads only the first one, then the real one. */
export function decoyPng(width = 8000, height = 8000): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(1, 1),
    ihdr(width, height),
    blankData(width, height),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (bytes: Uint8Array) =>
  `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
