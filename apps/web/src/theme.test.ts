import { DEFAULT_THEME, mergeMantineTheme, type MantineColor } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// Issue 20 (axe color-contrast): every light-variant text (badges, light buttons, alerts) on
// its background meets WCAG AA's 4.5:1 in every Mantine colour.
const merged = mergeMantineTheme(DEFAULT_THEME, theme);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const x = parseInt(hex.slice(i, i + 2), 16) / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** A `var(--mantine-color-green-0)` or a hex, as the theme's colour. */
function hexOf(value: string): string {
  const named = /--mantine-color-([a-z]+)-(\d)/.exec(value);
  return named ? merged.colors[named[1]!]![Number(named[2])]! : value;
}

describe('the light variant', () => {
  for (const color of Object.keys(merged.colors) as MantineColor[]) {
    it(`keeps ${color} text at 4.5:1 or more on its background`, () => {
      const colors = merged.variantColorResolver({ color, theme: merged, variant: 'light' });
      expect(contrast(hexOf(colors.color), hexOf(colors.background))).toBeGreaterThanOrEqual(4.5);
    });
  }
});
