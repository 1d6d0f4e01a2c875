import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real images for the renderer's tests, made here rather than checked in: a PNG with a
 * pen stroke like a drawn signature, and a tiny grey JPEG for an uploaded one.
 */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A transparent RGBA PNG with a dark wave across it. */
export function strokePng(width = 180, height = 48): Uint8Array {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let x = 0; x < width; x++) {
    const center = height / 2 + Math.sin(x / 9) * (height / 3);
    for (let y = Math.floor(center) - 1; y <= Math.floor(center) + 1; y++) {
      if (y < 0 || y >= height) continue;
      const at = y * (width * 4 + 1) + 1 + x * 4;
      raw.set([20, 30, 90, 255], at);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const marker = (code: number, body: number[]) => [
  0xff,
  code,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/**
 * A baseline JPEG of one 8×8 grey block: one DC and one AC Huffman table of a single 1-bit code
 * each, so the whole scan is 'DC difference 0, end of block'.
 */
export function greyJpeg(): Uint8Array {
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...new Array<number>(15).fill(0), 0];
  return new Uint8Array([
    0xff,
    0xd8,
    ...marker(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...marker(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...marker(0xc4, oneCodeTable(0x00)),
    ...marker(0xc4, oneCodeTable(0x10)),
    ...marker(0xda, [1, 1, 0x00, 0, 63, 0]),
    0b00111111, // '0' DC, '0' end of block, padded with ones
    0xff,
    0xd9,
  ]);
}

export const dataUrl = (type: 'png' | 'jpeg', bytes: Uint8Array) =>
  `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;

export const drawnSignature = () =>
  ({ kind: 'drawn', dataUrl: dataUrl('png', strokePng()) }) as const;
export const uploadedSignature = () =>
  ({ kind: 'uploaded', dataUrl: dataUrl('jpeg', greyJpeg()) }) as const;
