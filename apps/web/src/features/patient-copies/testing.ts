import { vi } from 'vitest';

/** A PDF answer as the copy route gives it. */
export function pdfResponse(name = 'Sunrise Clinic - Forms - 2026-11-27.pdf'): Response {
  return new Response(new Blob(['%PDF-1.7 test']), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

/** The copy route's "still being made" (409 with Retry-After), its message in any language. */
export function notReadyResponse(message: string): Response {
  return new Response(JSON.stringify({ message }), {
    status: 409,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
  });
}

/** Catches the files the page saves: jsdom has no object URLs and no downloads. */
export function catchDownloads() {
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:copy', revokeObjectURL: () => {} }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}
