/** Least-squares slope of resident memory over time, in MB per minute (samples in seconds). */
export function rssSlope(samples: readonly { t: number; mb: number }[]): number {
  if (samples.length < 2) return 0;
  const n = samples.length;
  const meanT = samples.reduce((a, s) => a + s.t, 0) / n;
  const meanMb = samples.reduce((a, s) => a + s.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.t - meanT) * (s.mb - meanMb);
    den += (s.t - meanT) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}
