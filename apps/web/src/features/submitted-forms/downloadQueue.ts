/** The spec's pause between files of a batch download, so the browser takes each one. */
export const DOWNLOAD_PAUSE_MS = 1_500;

export interface BatchResult {
  saved: number;
  failed: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches and saves files one by one with a pause between them (never before the first). A file
 * that fails is counted and skipped; the rest still come. `shouldStop` ends the batch early
 * (the dialog was closed); files not tried are not counted.
 */
export async function downloadOneByOne<T>(
  files: readonly T[],
  saveOne: (file: T) => Promise<void>,
  {
    pauseMs = DOWNLOAD_PAUSE_MS,
    shouldStop,
  }: { pauseMs?: number; shouldStop?: () => boolean } = {},
): Promise<BatchResult> {
  const result: BatchResult = { saved: 0, failed: 0 };
  for (const [index, file] of files.entries()) {
    if (index > 0) await pause(pauseMs);
    if (shouldStop?.()) break;
    try {
      await saveOne(file);
      result.saved += 1;
    } catch {
      result.failed += 1;
    }
  }
  return result;
}
