import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { sha256 } from './submissions.js';

/** Test data: a form's PDF of `pages` pages, each saying '<label> page N', stored as the worker does. */
export async function storePdf(
  app: FastifyInstance,
  label: string,
  pages: number,
): Promise<{ pdfKey: string; sha256: string; bytes: Buffer }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    doc.addPage([612, 792]).drawText(`${label} page ${n}`, { x: 72, y: 700, size: 14, font });
  }
  const bytes = Buffer.from(await doc.save());
  // Sealed at rest, as pdf-worker/job.ts stores it; the checksum is the plain PDF's.
  const pdfKey = await app.storage.put('submissions', 'pdf', app.cipher.encryptBytes(bytes));
  return { pdfKey, sha256: sha256(bytes), bytes };
}

/** The names in a ZIP, from its central directory (what `unzip -l` lists). */
export function zipEntryNames(zip: Buffer): string[] {
  // End of central directory: signature 0x06054b50, entry count at +10, directory offset at +16.
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8 (else CP437, which our names never need).
    names.push(name.toString(flags & 0x800 ? 'utf8' : 'latin1'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
