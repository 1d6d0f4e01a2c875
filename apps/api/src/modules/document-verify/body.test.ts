import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { hashBody } from './body.js';

/** A body arriving in pieces, as a chunked upload does (no Content-Length). */
const pieces = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p, 'latin1')));

describe('hashBody', () => {
  it('hashes a PDF as it streams, the magic bytes split across pieces', async () => {
    const text = '%PDF-1.7\n%%EOF\n';
    expect(await hashBody(pieces('%P', 'DF', '-1.7\n', '%%EOF\n'), 100, undefined)).toEqual({
      kind: 'pdf',
      sha256: createHash('sha256').update(text).digest('hex'),
      size: text.length,
    });
  });

  it('tells a file that is not a PDF', async () => {
    expect(await hashBody(pieces('PK\x03\x04 a zip'), 100, undefined)).toEqual({
      kind: 'not_pdf',
      size: 10,
    });
  });

  it('stops at the limit without a Content-Length, and at once with one over it', async () => {
    // 10 KB in pieces of 10 bytes: what comes after the limit is left unhashed (Node discards
    // the rest of a request, as Fastify's own limit does).
    let pushed = 0;
    const long = new Readable({
      read() {
        pushed += 1;
        this.push(pushed > 1000 ? null : Buffer.alloc(10, 0x25));
      },
    });
    expect(await hashBody(long, 35, undefined)).toEqual({ kind: 'too_large', size: 40 });
    const untouched = pieces('%PDF-');
    expect(await hashBody(untouched, 35, 36)).toEqual({ kind: 'too_large', size: 36 });
    expect(untouched.readableFlowing).toBe(null);
  });
});
