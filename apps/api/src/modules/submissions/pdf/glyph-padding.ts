import { writeSfnt, type SfntTable } from './woff.js';

/**
 * @pdf-lib/fontkit subsets a TrueType font by copying each glyph's bytes as they are, and writes
 * the subset's loca table in the short format (offsets halved) whenever the subset is small.
 * That is only right when every glyph has an even length. Fonts built by recent tools leave
 * glyphs unpadded (about half the glyphs of the Noto families), and every glyph after the first
 * odd one then points to the wrong bytes: it prints blank, though text extraction still finds
 * it. Padding each glyph to an even length once, when the file is read, makes every subset
 * right; the padding is never read as outline, so the glyphs are the same.
 */
const HEAD_INDEX_TO_LOC_FORMAT = 50;
const MAXP_NUM_GLYPHS = 4;

const tagOf = (name: string) => new DataView(new TextEncoder().encode(name).buffer).getUint32(0);
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function readDirectory(sfnt: Uint8Array): { flavor: number; tables: SfntTable[] } {
  const header = view(sfnt);
  const tables = Array.from({ length: header.getUint16(4) }, (_, i) => {
    const at = 12 + i * 16;
    const offset = header.getUint32(at + 8);
    const data = sfnt.subarray(offset, offset + header.getUint32(at + 12));
    return { tag: header.getUint32(at), checksum: header.getUint32(at + 4), data };
  });
  return { flavor: header.getUint32(0), tables };
}

function glyphOffsets(loca: Uint8Array, longFormat: boolean, count: number): number[] {
  const table = view(loca);
  return Array.from({ length: count + 1 }, (_, i) =>
    longFormat ? table.getUint32(i * 4) : table.getUint16(i * 2) * 2,
  );
}

/** The font with every glyph of an even length, or the same bytes when none is odd. */
export function padGlyphs(sfnt: Uint8Array): Uint8Array {
  const { flavor, tables } = readDirectory(sfnt);
  const find = (name: string) => tables.find((t) => t.tag === tagOf(name));
  const head = find('head');
  const maxp = find('maxp');
  const loca = find('loca');
  const glyf = find('glyf');
  // A CFF-flavoured font has no glyf table, and fontkit subsets it another way.
  if (!head || !maxp || !loca || !glyf) return sfnt;
  const longFormat = view(head.data).getInt16(HEAD_INDEX_TO_LOC_FORMAT) === 1;
  const offsets = glyphOffsets(loca.data, longFormat, view(maxp.data).getUint16(MAXP_NUM_GLYPHS));
  const lengths = offsets.slice(1).map((end, i) => end - (offsets[i] ?? 0));
  if (lengths.some((length) => length < 0)) throw new RangeError('glyph offsets out of order');
  if (lengths.every((length) => length % 2 === 0)) return sfnt;

  const padded = new Uint8Array(lengths.reduce((sum, length) => sum + length + (length % 2), 0));
  const newLoca = new Uint8Array(offsets.length * 4);
  let at = 0;
  lengths.forEach((length, i) => {
    view(newLoca).setUint32(i * 4, at);
    const start = offsets[i] ?? 0;
    padded.set(glyf.data.subarray(start, start + length), at);
    at += length + (length % 2);
  });
  view(newLoca).setUint32(lengths.length * 4, at);
  const newHead = head.data.slice();
  view(newHead).setInt16(HEAD_INDEX_TO_LOC_FORMAT, 1);
  const replaced = new Map([
    [head, newHead],
    [loca, newLoca],
    [glyf, padded],
  ]);
  return writeSfnt(
    flavor,
    tables.map((table) => ({ ...table, data: replaced.get(table) ?? table.data })),
  );
}
