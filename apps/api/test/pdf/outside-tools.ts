import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Test helper: Debian's pdftotext (poppler-utils) and qpdf, the outside tools a reader of our
 * PDFs uses. pdftotext reads /ActualText, which pdf.js ignores, so it is the judge of shaped
 * scripts. .ci/run installs both and sets REQUIRE_PDF_TOOLS=1: there a missing tool fails the
 * run; elsewhere the tests that need them are skipped, loudly.
 */
const run = promisify(execFile);
const has = (command: string) => spawnSync(command, ['-v']).error === undefined;

export const PDF_TOOLS_MISSING = ['pdftotext', 'qpdf'].filter((tool) => !has(tool));

if (PDF_TOOLS_MISSING.length > 0) {
  const message = `${PDF_TOOLS_MISSING.join(' and ')} not installed (apt-get install -y qpdf poppler-utils)`;
  if (process.env.REQUIRE_PDF_TOOLS === '1') throw new Error(message);
  console.warn(`\n!!  PDF TESTS WITH OUTSIDE TOOLS SKIPPED: ${message}\n`);
}

async function withFile<T>(bytes: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pc-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext gives it, in UTF-8, NFC, without its bidi embedding marks. */
export function popplerText(bytes: Uint8Array): Promise<string> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.normalize('NFC').replace(/[\u200E\u200F\u202A-\u202E]/g, '');
  });
}

/** qpdf --check's verdict: the file's structure and every stream are sound, no warning. */
export function qpdfCheck(bytes: Uint8Array): Promise<{ ok: boolean; output: string }> {
  return withFile(bytes, async (file) => {
    try {
      const { stdout, stderr } = await run('qpdf', ['--check', file]);
      return { ok: true, output: stdout + stderr };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { ok: false, output: stdout + stderr };
    }
  });
}
