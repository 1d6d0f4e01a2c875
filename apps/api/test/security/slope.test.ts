import { expect, it } from 'vitest';
import { rssSlope } from './slope.js';

it('measures growth per minute and ignores a level that only wobbles', () => {
  const growing = Array.from({ length: 30 }, (_, t) => ({ t, mb: 100 + t * 0.5 }));
  expect(rssSlope(growing)).toBeCloseTo(30);
  const flat = Array.from({ length: 30 }, (_, t) => ({ t, mb: 100 + (t % 2 ? 3 : -3) }));
  expect(Math.abs(rssSlope(flat))).toBeLessThan(2);
  expect(rssSlope([{ t: 0, mb: 5 }])).toBe(0);
});
