import { DEFAULT_SIGNATURE_FONT, SIGNATURE_FONTS } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { parseUnicodeRange, signatureFontFiles, signatureFontPackage } from './fonts.js';

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
