import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_PAUSE_MS, downloadOneByOne } from './downloadQueue';

afterEach(() => {
  vi.useRealTimers();
});

describe('downloadOneByOne', () => {
  it('takes the files one by one, 1.5 s apart, skipping and counting failures', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const save = vi.fn(async (name: string) => {
      started.push(name);
      if (name === 'b') throw new Error('409');
    });
    const done = downloadOneByOne(['a', 'b', 'c'], save);

    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_PAUSE_MS - 1);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_PAUSE_MS);
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(done).resolves.toEqual({ saved: 2, failed: 1 });
    expect(DOWNLOAD_PAUSE_MS).toBe(1_500);
  });

  it('stops before the next file once asked to', async () => {
    vi.useFakeTimers();
    let stop = false;
    const save = vi.fn(async () => {
      stop = true;
    });
    const done = downloadOneByOne(['a', 'b'], save, { shouldStop: () => stop });
    await vi.advanceTimersByTimeAsync(DOWNLOAD_PAUSE_MS);
    await expect(done).resolves.toEqual({ saved: 1, failed: 0 });
    expect(save).toHaveBeenCalledTimes(1);
  });
});
