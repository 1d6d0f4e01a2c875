import { describe, expect, it } from 'vitest';
import { fileNameOf } from './fileDownload';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of filename* to the ASCII fallback', () => {
    const header =
      'attachment; filename="Nguyen, Hang - Forms - 2026-03-14.zip"; filename*=UTF-8\'\'Nguy%E1%BB%85n%2C%20H%E1%BA%B1ng%20-%20Forms%20-%202026-03-14.zip';
    expect(fileNameOf(header)).toBe('Nguyễn, Hằng - Forms - 2026-03-14.zip');
  });

  it('falls back to filename when filename* is absent or malformed', () => {
    expect(fileNameOf('attachment; filename="Intake - 2026-03-14.pdf"')).toBe(
      'Intake - 2026-03-14.pdf',
    );
    expect(fileNameOf('attachment; filename="a.pdf"; filename*=UTF-8\'\'%E1%ZZ.pdf')).toBe('a.pdf');
    expect(fileNameOf('')).toBeUndefined();
  });
});
