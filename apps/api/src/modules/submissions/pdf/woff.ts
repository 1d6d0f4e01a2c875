import { inflateSync } from 'node:zlib';

/**
 * WOFF (v1) to the TrueType/OpenType file it wraps. @pdf-lib/fontkit can read WOFF, but it
 * inflates every table with a pure-JavaScript zlib on each parse (about 70 ms of a Medical
 * History render); Node's zlib does it once per process, and fontkit then reads a plain font.
 * The tables are unchanged, so the embedded glyphs are the same.
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_SIZE = 44;
const ENTRY_SIZE = 20;

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= HEADER_SIZE && view(bytes).getUint32(0) === WOFF_SIGNATURE;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const align4 = (n: number) => (n + 3) & ~3;

export interface SfntTable {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

function readTables(woff: Uint8Array): { flavor: number; tables: SfntTable[] } {
  const header = view(woff);
  const flavor = header.getUint32(4);
  const count = header.getUint16(12);
  const tables: SfntTable[] = [];
  for (let i = 0; i < count; i++) {
    const at = HEADER_SIZE + i * ENTRY_SIZE;
    const offset = header.getUint32(at + 4);
    const compressed = header.getUint32(at + 8);
    const original = header.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    if (stored.length !== compressed) throw new RangeError('WOFF table outside the file');
    // A table is stored raw when compressing it would not have made it smaller.
    const data = compressed < original ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== original) throw new RangeError('WOFF table of the wrong length');
    tables.push({ tag: header.getUint32(at), checksum: header.getUint32(at + 16), data });
  }
  return { flavor, tables };
}

/** The sfnt inside a WOFF file; throws on a damaged one (the caller treats that as no font). */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const { flavor, tables } = readTables(woff);
  return writeSfnt(flavor, tables);
}

/** A TrueType/OpenType file of these tables, in this order, each aligned to four bytes. */
export function writeSfnt(flavor: number, tables: readonly SfntTable[]): Uint8Array {
  const directorySize = 12 + 16 * tables.length;
  const size = tables.reduce((sum, t) => sum + align4(t.data.length), directorySize);
  const sfnt = new Uint8Array(size);
  const out = view(sfnt);
  const power = 2 ** Math.floor(Math.log2(Math.max(1, tables.length)));
  out.setUint32(0, flavor);
  out.setUint16(4, tables.length);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, tables.length * 16 - power * 16);
  let offset = directorySize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}
