import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: the first `batch` at once, then a batch more per task,
 * as transitions React may interrupt for the patient's typing. A clinic's form of 200 questions
 * would otherwise be one main-thread task of half a second on a mid-range phone before anything
 * shows (issue 17's goal: no task over 200 ms); the first screen needs only its first questions.
 */
export function useProgressiveCount(total: number, batch = 20): number {
  // The first batch is always drawn at once, however the form grew (the builder's preview).
  const [count, setCount] = useState(batch);
  const drawn = Math.min(total, Math.max(count, batch));
  useEffect(() => {
    if (drawn >= total) return;
    // A macrotask, so the browser paints (and takes input) between batches.
    const timer = setTimeout(() => {
      startTransition(() => setCount(drawn + batch));
    }, 0);
    return () => clearTimeout(timer);
  }, [drawn, total, batch]);
  return drawn;
}
