import fontkit from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { blankPng, decoyPng } from '#test/factories/images.js';
import {
  NOT_SIGNED,
  SIGNATURE_UNAVAILABLE,
  embedImage,
  fitImage,
  imageFromDataUrl,
  pngPixels,
  printSignatures,
  typedLayout,
} from './signature.js';
import { dataUrl, drawnSignature, greyJpeg, strokePng, uploadedSignature } from './test-images.js';

async function newDoc() {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  return doc;
}

describe('imageFromDataUrl', () => {
  it('trusts the bytes, not the declared type', () => {
    expect(imageFromDataUrl(dataUrl('jpeg', strokePng()))?.type).toBe('png');
    expect(imageFromDataUrl(dataUrl('png', greyJpeg()))?.type).toBe('jpeg');
    expect(imageFromDataUrl('data:image/png;base64,AAAA')).toBeUndefined();
    expect(imageFromDataUrl('https://example.com/sig.png')).toBeUndefined();
  });
});

describe('embedImage', () => {
  it('refuses a PNG too large to decode safely, without decoding it', async () => {
    const bomb = strokePng(10, 10);
    // Claim 20000 × 20000 pixels in IHDR: the check reads the header only.
    new DataView(bomb.buffer).setUint32(16, 20_000);
    new DataView(bomb.buffer).setUint32(20, 20_000);
    expect(await embedImage(await newDoc(), { type: 'png', bytes: bomb })).toBeUndefined();
    const fine = await embedImage(await newDoc(), { type: 'png', bytes: strokePng(10, 10) });
    expect(fine?.width).toBe(10);
  });

  it('is not fooled by a decoy 1 × 1 IHDR before the real 8000 × 8000 one', async () => {
    const bomb = decoyPng();
    expect(pngPixels(bomb)).toBe(Infinity);
    expect(pngPixels(blankPng(300, 200))).toBe(60_000);
    const started = performance.now();
    expect(await embedImage(await newDoc(), { type: 'png', bytes: bomb })).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('printSignatures', () => {
  it('says what each value is, never throwing on a bad one', async () => {
    const printed = await printSignatures(await newDoc(), [
      undefined,
      '',
      drawnSignature(),
      uploadedSignature(),
      { kind: 'typed', text: 'Ann Lee', font: 'Pacifico' },
      { kind: 'typed', text: 'Ann Lee', font: 'No Such Font' },
      { kind: 'drawn', dataUrl: 'data:image/png;base64,AAAA' },
      { kind: 'drawn', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
      { kind: 'uploaded', dataUrl: 'javascript:alert(1)' },
      'a string',
      { kind: 'typed', text: '   ', font: 'Caveat' },
    ]);
    expect(printed.map((p) => p.caption)).toEqual([
      NOT_SIGNED,
      NOT_SIGNED,
      'Drawn signature',
      'Uploaded signature',
      'Typed signature (Pacifico)',
      'Typed signature (Dancing Script)',
      SIGNATURE_UNAVAILABLE,
      SIGNATURE_UNAVAILABLE,
      SIGNATURE_UNAVAILABLE,
      SIGNATURE_UNAVAILABLE,
      SIGNATURE_UNAVAILABLE,
    ]);
  });

  it('draws a typed name in its family, with ? only for what no font has', async () => {
    const [printed] = await printSignatures(await newDoc(), [
      { kind: 'typed', text: 'Zoë 山', font: 'Great Vibes' },
    ]);
    if (printed?.kind !== 'typed') throw new Error('expected a typed signature');
    expect(printed.chain.faces[0]?.name).toContain('GreatVibes');
    expect(printed.chain.faces.map((f) => f.name).join()).not.toContain('Helvetica');
  });
});

describe('fitImage and typedLayout', () => {
  it('fits an image in the box with its aspect ratio', () => {
    expect(fitImage({ width: 900, height: 240 }, { width: 225, height: 60 })).toEqual({
      width: 225,
      height: 60,
    });
    expect(fitImage({ width: 100, height: 100 }, { width: 225, height: 60 })).toEqual({
      width: 60,
      height: 60,
    });
  });

  it('shrinks a long typed name to the box and wraps one too long even at the smallest size', async () => {
    const [printed] = await printSignatures(await newDoc(), [
      { kind: 'typed', text: 'Maximiliana Wolfeschlegelsteinhausen Bergerdorff', font: 'Caveat' },
    ]);
    if (printed?.kind !== 'typed') throw new Error('expected a typed signature');
    const short = typedLayout(printed.chain, 'Ann', 225);
    expect(short.size).toBe(30);
    const long = typedLayout(printed.chain, printed.text, 225);
    expect(long.size).toBeLessThan(30);
    const longest = typedLayout(printed.chain, `${printed.text} `.repeat(3), 225);
    expect(longest.size).toBe(12);
    expect(longest.lines.length).toBeGreaterThan(1);
  });
});
