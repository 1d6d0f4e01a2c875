import { uploadMessages } from '@paperless/core';
import { AppError } from '../../lib/errors.js';
import { createThreadRunner } from '../../lib/threads/runner.js';
import type { RebuildOutcome } from './pdf-rebuild.js';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * One thread for every upload of this process, one file at a time. A legitimate 10 MB,
 * 20-page file is rebuilt in well under a second; a file that takes 10 s, or more memory than
 * this, is a file built to stall, and is refused as unreadable.
 */
const runner = createThreadRunner<Uint8Array, RebuildOutcome>({
  entry: { name: 'upload-pdf-thread', source: new URL('./pdf-thread.ts', import.meta.url) },
  timeoutMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 256 },
});

/**
 * A patient's PDF rebuilt from its pages on the upload thread (pdf-rebuild.ts says how): what
 * we keep, with its page count. Not a PDF, encrypted, damaged, empty, too large once decoded,
 * too slow to read or longer than UPLOAD_MAX_PAGES: refused with a message for the file field.
 */
export async function rebuildPdf(bytes: Uint8Array): Promise<{ bytes: Uint8Array; pages: number }> {
  const unreadable = () => AppError.field('file', uploadMessages.unreadable);
  if (!PDF_MAGIC.equals(Buffer.from(bytes.subarray(0, PDF_MAGIC.length)))) throw unreadable();
  let outcome: RebuildOutcome;
  try {
    // A copy crosses to the thread: the caller's buffer may be a slice of a pooled one.
    outcome = await runner.run(Uint8Array.from(bytes));
  } catch {
    throw unreadable();
  }
  if (outcome.kind === 'pdf') return { bytes: outcome.bytes, pages: outcome.pages };
  if (outcome.reason === 'too_many_pages')
    throw AppError.field('file', uploadMessages.tooManyPages);
  throw unreadable();
}
