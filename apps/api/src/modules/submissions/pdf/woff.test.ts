import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseFont } from './fonts.js';
import { describe, expect, it } from 'vitest';
import { isWoff, woffToSfnt } from './woff.js';

const caveatWoff = () => {
  const dir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/caveat'));
  return new Uint8Array(readFileSync(path.join(dir, 'files', 'caveat-latin-400-normal.woff')));
};

describe('woffToSfnt', () => {
  it('gives the font inside, with the same glyphs and characters fontkit reads from the WOFF', () => {
    const woff = caveatWoff();
    expect(isWoff(woff)).toBe(true);
    const sfnt = woffToSfnt(woff);
    expect(isWoff(sfnt)).toBe(false);
    const fromWoff = parseFont(woff);
    const fromSfnt = parseFont(sfnt);
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet);
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
    expect(fromSfnt.layout('Zoë').advanceWidth).toBe(fromWoff.layout('Zoë').advanceWidth);
  });

  it('throws on a cut-off file rather than giving a broken font', () => {
    const woff = caveatWoff();
    expect(() => woffToSfnt(woff.subarray(0, 2000))).toThrow();
  });
});
