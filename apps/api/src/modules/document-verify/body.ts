import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A PDF starts with these bytes (ISO 32000, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** What Verify keeps of an upload: its hash and size, never its bytes. */
export type HashedBody =
  | { kind: 'pdf'; sha256: string; size: number }
  | { kind: 'not_pdf'; size: number }
  | { kind: 'too_large'; size: number };

/**
 * Reads a request body as it arrives, hashing it (SHA-256) and keeping only its first five bytes
 * to check that it is a PDF: nothing is written anywhere and the file is never whole in memory.
 * Past `maxBytes` (or a Content-Length over it) it stops at once; the rest is discarded by Node.
 */
export function hashBody(
  payload: Readable,
  maxBytes: number,
  declaredLength: number | undefined,
): Promise<HashedBody> {
  if (declaredLength !== undefined && declaredLength > maxBytes) {
    return Promise.resolve({ kind: 'too_large', size: declaredLength });
  }
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        resolve({ kind: 'too_large', size });
        return;
      }
      if (head.length < PDF_MAGIC.length) {
        head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
      }
      hash.update(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(
        head.equals(PDF_MAGIC)
          ? { kind: 'pdf', sha256: hash.digest('hex'), size }
          : { kind: 'not_pdf', size },
      );
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
