import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { padGlyphs } from './glyph-padding.js';

const notoSans = () => {
  const dir = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans'));
  return new Uint8Array(readFileSync(path.join(dir, '400Regular', 'NotoSans_400Regular.ttf')));
};

/** Glyphs of an odd length, from the loca table (which fontkit reads but does not type). */
const oddGlyphs = (font: ReturnType<typeof fontkit.create>) => {
  const { offsets } = (font as unknown as { loca: { offsets: number[] } }).loca;
  return offsets.slice(1).filter((end, i) => (end - (offsets[i] ?? 0)) % 2 === 1).length;
};

describe('padGlyphs', () => {
  it('gives every glyph an even length and keeps the outlines and metrics', () => {
    const original = fontkit.create(notoSans());
    // Noto Sans as published: a good part of its glyphs have an odd length.
    expect(oddGlyphs(original)).toBeGreaterThan(100);
    const padded = fontkit.create(padGlyphs(notoSans()));
    expect(oddGlyphs(padded)).toBe(0);
    expect(padded.numGlyphs).toBe(original.numGlyphs);
    for (const character of ['H', 'n', 'g', 'ễ', 'Ж', 'λ', 'ằ']) {
      const before = original.glyphForCodePoint(character.codePointAt(0) ?? 0);
      const after = padded.glyphForCodePoint(character.codePointAt(0) ?? 0);
      expect(after.id).toBe(before.id);
      expect(after.path.toSVG()).toBe(before.path.toSVG());
      expect(after.advanceWidth).toBe(before.advanceWidth);
    }
  });

  it('returns a font already padded, and one without TrueType outlines, as it is', () => {
    const padded = padGlyphs(notoSans());
    expect(padGlyphs(padded)).toBe(padded);
    const notTrueType = new Uint8Array(12);
    new DataView(notTrueType.buffer).setUint32(0, 0x4f54544f); // 'OTTO', no tables
    expect(padGlyphs(notTrueType)).toBe(notTrueType);
  });
});
