import { ZipArchive } from 'archiver';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { Cipher } from '../../lib/crypto.js';
import type { Storage } from '../../lib/storage.js';
import { uniqueNames } from './file-names.js';
import { readSubmissionPdf, type PdfRefusal, type SubmissionFile } from './stored-pdf.js';

/** Pieces an entry is fed in, so a slow reader holds back the next read (backpressure). */
const CHUNK_BYTES = 64 * 1024;

function* chunks(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
}

export interface ZipFeed {
  /** The archive's bytes, to hand to the reply as they come. */
  stream: Readable;
  /** Resolves once every file is in, or with the file that stopped it; never rejects. */
  done: Promise<{ ok: true } | { ok: false; file?: SubmissionFile; refused?: PdfRefusal }>;
}

/**
 * A ZIP of the forms' PDFs, streamed: one file is read (opened and checked, stored-pdf.ts) only
 * when the one before it has gone into the archive, and the archive moves only as fast as the
 * reader takes it, so the server holds about one PDF at a time, never the whole ZIP. PDFs are
 * stored, not deflated: they are compressed inside already. The entries keep the files' names
 * (numbered when two would collide) and their submitted times.
 *
 * A file that fails its check once the answer has started cannot become an error status any
 * more: the archive is destroyed, so the download fails visibly instead of ending short.
 */
export function streamPacketZip(
  deps: { storage: Storage; cipher: Cipher },
  files: readonly SubmissionFile[],
  /** Aborted when the client goes away: the rest is not read. */
  signal: AbortSignal,
): ZipFeed {
  const archive = new ZipArchive({ store: true });
  // Errors are reported through `done`; a listener keeps them from being unhandled.
  archive.on('error', () => {});
  const names = uniqueNames(files.map((f) => f.fileName));

  const feed = async (): Promise<Awaited<ZipFeed['done']>> => {
    for (const [index, file] of files.entries()) {
      if (signal.aborted) return stop();
      const read = await readSubmissionPdf(deps, file);
      if ('refused' in read) return stop(file, read.refused);
      const added = once(archive, 'entry', { signal });
      archive.append(Readable.from(chunks(read.bytes)), {
        name: names[index]!,
        date: file.createdAt,
      });
      await added;
    }
    await archive.finalize();
    return { ok: true };
  };
  const stop = (file?: SubmissionFile, refused?: PdfRefusal) => {
    archive.abort();
    archive.destroy(new Error('ZIP stopped'));
    return { ok: false as const, ...(file ? { file, refused } : {}) };
  };
  const done = feed().catch(() => stop());
  return { stream: archive, done };
}
