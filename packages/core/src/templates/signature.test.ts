import { describe, expect, it } from 'vitest';
import { signatureValueSchema } from './signature-schema.js';
import { isSigned, SIGNATURE_MAX_BYTES } from './signature.js';

const png = 'data:image/png;base64,iVBORw0KGgo=';
// The longest base64 the limit lets through, and four characters more.
const atLimit = `data:image/png;base64,${'A'.repeat(Math.floor((SIGNATURE_MAX_BYTES * 4) / 3))}`;
const overLimit = `${atLimit}AAAA`;

// Every case the rule turns on; isSigned (no zod, the patient's first load) must answer as the
// schema (the server, the PDF) does, so the rule cannot drift between them.
const cases: [string, unknown, boolean][] = [
  ['a drawn PNG', { kind: 'drawn', dataUrl: png }, true],
  ['an uploaded JPEG', { kind: 'uploaded', dataUrl: 'data:image/jpeg;base64,/9j/4AAQ' }, true],
  ['a drawn image with other keys', { kind: 'drawn', dataUrl: png, at: 1 }, true],
  ['a GIF', { kind: 'drawn', dataUrl: 'data:image/gif;base64,R0lGOD==' }, false],
  ['an SVG', { kind: 'uploaded', dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' }, false],
  ['no base64 data', { kind: 'drawn', dataUrl: 'data:image/png;base64,' }, false],
  ['base64 with a space', { kind: 'drawn', dataUrl: 'data:image/png;base64,iVBO Rw==' }, false],
  ['an image at the limit', { kind: 'drawn', dataUrl: atLimit }, true],
  ['an image over the limit', { kind: 'drawn', dataUrl: overLimit }, false],
  ['an image kind with no image', { kind: 'drawn' }, false],
  ['an image kind with a number', { kind: 'uploaded', dataUrl: 42 }, false],
  ['an image under a typed kind', { kind: 'typed', dataUrl: png }, false],
  ['a typed name', { kind: 'typed', text: 'Ana Ruiz', font: 'Caveat' }, true],
  ['a typed name in spaces', { kind: 'typed', text: '  Ana  ', font: 'Caveat' }, true],
  ['a typed name of spaces', { kind: 'typed', text: '   ', font: 'Caveat' }, false],
  ['an empty typed name', { kind: 'typed', text: '', font: 'Caveat' }, false],
  ['100 characters', { kind: 'typed', text: 'a'.repeat(100), font: 'Caveat' }, true],
  ['100 characters padded', { kind: 'typed', text: ` ${'a'.repeat(100)} `, font: 'C' }, true],
  ['101 characters', { kind: 'typed', text: 'a'.repeat(101), font: 'Caveat' }, false],
  ['no font', { kind: 'typed', text: 'Ana' }, false],
  ['an empty font', { kind: 'typed', text: 'Ana', font: '' }, false],
  ['a 60-character font', { kind: 'typed', text: 'Ana', font: 'f'.repeat(60) }, true],
  ['a 61-character font', { kind: 'typed', text: 'Ana', font: 'f'.repeat(61) }, false],
  ['a font of spaces', { kind: 'typed', text: 'Ana', font: '  ' }, true],
  ['a typed number', { kind: 'typed', text: 7, font: 'Caveat' }, false],
  ['another kind', { kind: 'stamp', dataUrl: png }, false],
  ['no kind', { dataUrl: png }, false],
  ['a string', png, false],
  ['an array', [{ kind: 'drawn', dataUrl: png }], false],
  ['null', null, false],
  ['undefined', undefined, false],
];

describe('isSigned', () => {
  it.each(cases)('%s', (_name, value, signed) => {
    expect(isSigned(value)).toBe(signed);
    expect(signatureValueSchema.safeParse(value).success).toBe(signed);
  });
});
