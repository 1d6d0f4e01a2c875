import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  downloadName,
  FILE_NAME_MAX_BYTES,
  filingName,
  pdfFileName,
  safeFileName,
  uniqueNames,
  type FilingNameParts,
} from './file-names.js';

const parts = (over: Partial<FilingNameParts> = {}): FilingNameParts => ({
  firstName: 'Ann',
  lastName: 'Lee',
  title: 'Medical History',
  // 03:30 UTC on the 24th is still the 23rd in Chicago.
  at: new Date('2026-11-24T03:30:00Z'),
  timeZone: 'America/Chicago',
  ...over,
});

/** What every file system takes: no separators, controls, reserved names or trailing dots. */
function expectSafe(name: string) {
  expect(name).not.toMatch(/[\\/:*?"<>|\p{Cc}\p{Cf}]/u);
  expect(name).not.toMatch(/^[.\s-]/u);
  expect(name).not.toMatch(/[.\s]\.pdf$/u);
  expect(name).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
  expect(Buffer.byteLength(name)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
  // A lone surrogate would make it unencodable in a header.
  expect(() => encodeURIComponent(name)).not.toThrow();
}

describe('pdfFileName', () => {
  it("names the patient, the form and the clinic's day", () => {
    expect(pdfFileName(parts())).toBe('Lee, Ann - Medical History - 2026-11-23.pdf');
    expect(pdfFileName(parts({ timeZone: 'UTC' }))).toBe(
      'Lee, Ann - Medical History - 2026-11-24.pdf',
    );
  });

  it('keeps every alphabet as written', () => {
    expect(pdfFileName(parts({ firstName: 'Hằng', lastName: 'Nguyễn', title: 'Анкета' }))).toBe(
      'Nguyễn, Hằng - Анкета - 2026-11-23.pdf',
    );
    expect(pdfFileName(parts({ firstName: '伟', lastName: '王' }))).toBe(
      '王, 伟 - Medical History - 2026-11-23.pdf',
    );
  });

  it.each([
    ['path separators', { lastName: '../../etc', firstName: 'passwd' }],
    ['Windows separators and drive', { lastName: 'C:\\Windows\\system32', title: 'a/b' }],
    ['forbidden characters', { lastName: '<script>"|?*', title: 'x:y' }],
    ['control characters', { lastName: 'Lee\u0000\r\n', firstName: '\u0007Ann\t' }],
    ['a right-to-left override', { title: 'Consent\u202Efdp.exe' }],
    ['trailing dots and spaces', { lastName: 'Lee. . ', title: 'Form...   ' }],
    ['only dots', { lastName: '..', firstName: '.', title: '...' }],
    ['a lone surrogate', { firstName: 'A\uD800nn' }],
    ['a reserved Windows name', { lastName: 'CON', firstName: '', title: '' }],
    ['a very long title', { title: 'Ω'.repeat(500) }],
    ['very long names', { lastName: '𝔸'.repeat(300), firstName: 'é'.repeat(300) }],
  ])('is safe with %s', (_what, over) => {
    const name = pdfFileName(parts(over));
    expectSafe(name);
    expect(name.endsWith(' - 2026-11-23.pdf')).toBe(true);
  });

  it('takes the place of a missing name or title', () => {
    expect(pdfFileName(parts({ firstName: '', lastName: '', title: '' }))).toBe(
      'Patient - Form - 2026-11-23.pdf',
    );
    expect(pdfFileName(parts({ firstName: '' }))).toBe('Lee - Medical History - 2026-11-23.pdf');
  });

  it('cuts a long name on a character boundary', () => {
    const name = pdfFileName(parts({ title: 'Việt '.repeat(100) }));
    expectSafe(name);
    expect(name).toMatch(/^Lee, Ann - (Việt ?)+ - 2026-11-23\.pdf$/u);
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(pdfFileName(parts({ timeZone: 'Nowhere/Else' }))).toBe(
      'Lee, Ann - Medical History - 2026-11-24.pdf',
    );
  });
});

describe('safeFileName', () => {
  it('never gives a reserved or empty name', () => {
    expect(safeFileName('CON', 'pdf')).toBe('_CON.pdf');
    expect(safeFileName('lpt1', 'zip')).toBe('_lpt1.zip');
    expect(safeFileName('', 'pdf')).toBe('file.pdf');
    expect(safeFileName('../..', 'pdf')).toBe('file.pdf');
  });
});

describe('downloadName', () => {
  it("keeps a stored name that follows the rule, and remakes an old one from the visit's names", () => {
    const current = 'Lee, Ann - Medical History - 2026-11-23.pdf';
    expect(downloadName(current, parts({ timeZone: 'UTC' }))).toBe(current);
    expect(downloadName('Medical History - 2026-11-24.pdf', parts())).toBe(current);
    expect(downloadName(null, parts())).toBe(current);
    // A stored name that is not safe is never served as it is.
    expect(downloadName('Lee, Ann - a/b.pdf', parts())).toBe(current);
  });
});

describe('uniqueNames', () => {
  it('numbers names that would overwrite each other, case-insensitively', () => {
    expect(uniqueNames(['A.pdf', 'a.pdf', 'A.pdf', 'B.pdf'])).toEqual([
      'A.pdf',
      'a (2).pdf',
      'A (3).pdf',
      'B.pdf',
    ]);
  });

  it('keeps the counter when the name is at the length cap', () => {
    const long = filingName(parts({ title: 'x'.repeat(400) }));
    const [first, second] = uniqueNames([long, long]);
    expect(first).toBe(long);
    expect(second).toMatch(/ \(2\)\.pdf$/);
    expectSafe(second!);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII name and the real one in UTF-8 (RFC 6266)', () => {
    expect(contentDisposition('Nguyễn, Hằng - Form (1) - 2026-11-23.pdf')).toBe(
      `attachment; filename="Nguyen, Hang - Form (1) - 2026-11-23.pdf"; ` +
        `filename*=UTF-8''Nguy%E1%BB%85n%2C%20H%E1%BA%B1ng%20-%20Form%20%281%29%20-%202026-11-23.pdf`,
    );
    expect(contentDisposition('王, 伟 - 100% - x.pdf')).toMatch(
      /^attachment; filename="_, _ - 100_ - x\.pdf"; /,
    );
    // The extended value decodes back to the name.
    const header = contentDisposition("O'Brien, Zoë - Form - 2026-11-23.pdf");
    const value = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(value).not.toMatch(/['()*\s]/);
    expect(decodeURIComponent(value)).toBe("O'Brien, Zoë - Form - 2026-11-23.pdf");
  });
});
