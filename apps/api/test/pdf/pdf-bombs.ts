import { createDeflate, deflateSync } from 'node:zlib';

/**
 * Test helpers: PDFs built to stall or fill whoever opens them (Security III). Each is a few
 * kilobytes that decode to `decodedBytes` of spaces through Flate over Flate, as the review's
 * bombs did; the tests make them at the size they need rather than keeping binary fixtures.
 */

/** `decodedBytes` spaces, deflated twice, streamed so the test never holds them. */
async function doubleFlateSpaces(decodedBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let left = decodedBytes; left > 0; left -= chunk.length) {
    const ok = deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left));
    if (!ok) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return deflateSync(Buffer.concat(parts), { level: 9 });
}

/** A PDF from its objects' texts (a stream object's data given apart), with a true xref table. */
function pdfOf(objects: { dict: string; stream?: Buffer }[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (object.stream) {
      push(
        Buffer.from(
          `${index + 1} 0 obj\n<< ${object.dict} /Length ${object.stream.length} >>\nstream\n`,
        ),
      );
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n'));
    } else {
      push(Buffer.from(`${index + 1} 0 obj\n${object.dict}\nendobj\n`));
    }
  });
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

const catalogAndPages = [
  { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
  { dict: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
];

/** One page, and an object stream that decodes to decodedBytes while the file is loaded. */
export async function objectStreamBomb(decodedBytes: number): Promise<Uint8Array> {
  return pdfOf([
    ...catalogAndPages,
    { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>' },
    {
      dict: '/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode]',
      stream: await doubleFlateSpaces(decodedBytes),
    },
  ]);
}

/** One page whose content stream decodes to decodedBytes when the page is drawn. */
export async function contentBomb(decodedBytes: number): Promise<Uint8Array> {
  return pdfOf([
    ...catalogAndPages,
    { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>' },
    { dict: '/Filter [/FlateDecode /FlateDecode]', stream: await doubleFlateSpaces(decodedBytes) },
  ]);
}
