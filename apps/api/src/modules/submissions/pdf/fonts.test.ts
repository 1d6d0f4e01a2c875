import { DEFAULT_SIGNATURE_FONT, SIGNATURE_FONTS } from '@paperless/core';
import { describe, expect, it, vi } from 'vitest';
import {
  BODY_FALLBACKS,
  bodyFallbackFiles,
  parseUnicodeRange,
  signatureFontFiles,
  signatureFontPackage,
} from './fonts.js';

const A = 'A'.codePointAt(0) ?? 0;
/** TrueType ('\0\1\0\0', 'true') or CFF OpenType ('OTTO'): what pdf-lib can embed. */
const isSfnt = (bytes: Uint8Array) =>
  ['00010000', '74727565', '4f54544f'].includes(Buffer.from(bytes.subarray(0, 4)).toString('hex'));

describe('signature fonts', () => {
  it.each(SIGNATURE_FONTS)(
    'finds %s in node_modules as a plain font that draws Latin',
    (family) => {
      const { family: found, files } = signatureFontFiles(family);
      expect(found).toBe(family);
      expect(files.length).toBeGreaterThan(0);
      // Latin comes first, so most names read one file.
      expect(files[0]?.name).toContain(' latin ');
      expect(files[0]?.covers(A)).toBe(true);
      expect(isSfnt(files[0]?.bytes() ?? new Uint8Array())).toBe(true);
    },
  );

  it('maps family names to their fontsource package', () => {
    expect(signatureFontPackage('Dancing Script')).toBe('@fontsource/dancing-script');
    expect(signatureFontPackage('Homemade Apple')).toBe('@fontsource/homemade-apple');
  });

  it('draws an unknown font name in the default family and never resolves it as a package', () => {
    for (const name of ['Comic Sans', '../../../etc/passwd', 'caveat', '']) {
      expect(signatureFontFiles(name).family).toBe(DEFAULT_SIGNATURE_FONT);
    }
  });
});

describe('parseUnicodeRange', () => {
  it('reads single code points and ranges, skipping what it cannot read', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+1E00-1E9F,bogus')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x1e00, 0x1e9f],
    ]);
  });
});

const cp = (character: string) => character.codePointAt(0) ?? 0;

describe('body fallback fonts', () => {
  it('reads the file of a script only for characters of its blocks', async () => {
    // A fresh copy of the module: the API project runs its files in one module graph per worker
    // (isolate: false), so an earlier file's PDFs may have read these files already.
    vi.resetModules();
    const { bodyFallbackFiles, loadedFontFiles } = await import('./fonts.js');
    const files = bodyFallbackFiles(400);
    const file = (name: string) => files.find((f) => f.name.endsWith(`/${name} 400`));
    const [chinese, korean, arabic, bengali] = [
      'noto-sans-sc',
      'noto-sans-kr',
      'ibm-plex-sans-arabic',
      'noto-sans-bengali',
    ].map(file);
    for (const character of ['😀', 'ש', 'ع', 'ก']) {
      expect(chinese?.covers(cp(character))).toBe(false);
      expect(korean?.covers(cp(character))).toBe(false);
    }
    expect(bengali?.covers(cp('王'))).toBe(false);
    expect(loadedFontFiles().filter((f) => /noto-sans-(sc|kr|bengali)/.test(f))).toEqual([]);
    expect(chinese?.covers(cp('王'))).toBe(true);
    expect(arabic?.covers(cp('ع'))).toBe(true);
    expect(loadedFontFiles()).toContainEqual(expect.stringMatching(/NotoSansSC_400Regular\.ttf$/));
    expect(loadedFontFiles()).toContainEqual(
      expect.stringMatching(/IBMPlexSansArabic_400Regular\.ttf$/),
    );
    expect(loadedFontFiles().filter((f) => /noto-sans-(kr|bengali)/.test(f))).toEqual([]);
  });

  it.each([400, 700] as const)(
    'finds the Noto file of every script (%i) in node_modules, Latin first and Chinese before Korean',
    (weight) => {
      const files = bodyFallbackFiles(weight);
      expect(files.map((f) => f.name)).toEqual(
        BODY_FALLBACKS.map((noto) => `${noto.package} ${weight}`),
      );
      const file = (name: string) =>
        files.find((f) => f.name === `@expo-google-fonts/${name} ${weight}`);
      const latin = files[0];
      for (const character of ['ễ', 'ằ', 'Ж', 'λ', 'ı', 'ł', 'ह', 'ि']) {
        expect(latin?.covers(cp(character))).toBe(true);
      }
      for (const character of ['王', 'あ', 'ア', '，']) {
        expect(latin?.covers(cp(character))).toBe(false);
        expect(file('noto-sans-sc')?.covers(cp(character))).toBe(true);
      }
      expect(file('noto-sans-sc')?.covers(cp('김'))).toBe(false);
      expect(file('noto-sans-kr')?.covers(cp('김'))).toBe(true);
      const scripts = {
        'ibm-plex-sans-arabic': 'عیڈ',
        'noto-sans-hebrew': 'שׁ',
        'noto-sans-bengali': 'বা',
        'noto-sans-gurmukhi': 'ਪੰ',
        'noto-sans-gujarati': 'ગુ',
        'noto-sans-tamil': 'தமி',
        'noto-sans-telugu': 'తె',
        'noto-sans-ethiopic': 'አማ',
        'noto-emoji': '😀👍',
      };
      for (const [name, text] of Object.entries(scripts)) {
        for (const character of text) expect(file(name)?.covers(cp(character)), name).toBe(true);
      }
      for (const f of files) expect(isSfnt(f.bytes())).toBe(true);
    },
  );
});
