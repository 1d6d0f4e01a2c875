import { localizeText, patientPageTexts } from '@paperless/core';
import type { LinkFrame } from './link-frame.js';

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Grey bars where the form's questions will be: the page has its shape at once, and the form
// that replaces it (apps/web FillPage) starts in the same place. Inline styles only (the CSP
// allows inline styles, never inline scripts); the colours are the theme's gray 7 and 2.
const SKELETON_FIELD =
  '<div style="margin:0 0 20px"><div style="height:14px;width:40%;max-width:220px;' +
  'background:#e9ecef;border-radius:4px;margin:0 0 8px"></div><div style="height:36px;' +
  'border:1px solid #dee2e6;border-radius:4px"></div></div>';

// The app's font (apps/web/src/theme.ts), so the frame's text takes the space the app's does.
const THEME_FONT =
  'Inter,system-ui,-apple-system,&quot;Segoe UI&quot;,Roboto,&quot;Helvetica Neue&quot;,Arial,sans-serif';

function frameHtml(frame: LinkFrame): string {
  return (
    '<main data-link-shell style="max-width:1200px;margin:0 auto;padding:16px 10px;' +
    `font-family:${THEME_FONT}">` +
    `<p style="margin:0 0 8px;color:#495057;font-size:16px">${escapeHtml(frame.practiceName)}</p>` +
    // Styled as the form's title but no heading: the page's one h1 is the form's own, and a
    // heading here would read as the form being ready (to a screen reader, or a test waiting
    // for it) while the app still loads it. The h1's size, font and weight (Mantine's h1 in the
    // app's theme): the largest text of the first screen; the app's title of the same text is
    // then no larger, so the page's largest paint stays this one, before any JavaScript.
    `<p data-shell-title style="margin:0 0 24px;font-size:34px;font-weight:600;line-height:1.3;color:#000">${escapeHtml(frame.title)}</p>` +
    '<div aria-hidden="true">' +
    SKELETON_FIELD.repeat(4) +
    '</div><p role="status" style="color:#495057;font-size:14px">' +
    `${escapeHtml(localizeText(patientPageTexts.loadingForm, frame.language))}…</p></main>`
  );
}

/**
 * The link's forms requested with the page, not after the JavaScript: the app's own fetch of
 * the same address (apps/web features/patient-fill/publicApi.ts) takes this answer instead of
 * asking again. It matches only if the request is the same: a CORS-mode fetch with the same
 * credentials mode (crossorigin), the same address (encoded as the app encodes the token), the
 * same referrer policy, and no headers of the app's own beyond what a preload sends.
 */
const linkPreload = (token: string) =>
  `<link rel="preload" as="fetch" crossorigin referrerpolicy="no-referrer" href="/api/public/links/${escapeHtml(encodeURIComponent(token))}">`;

/**
 * index.html with the link's frame in the app's root: React replaces it on its first render.
 * Without a frame (an unknown or used link) the page is the plain shell, as for any route.
 */
export function linkShellHtml(indexHtml: string, frame: LinkFrame | null, token: string): string {
  if (!frame || !indexHtml.includes(ROOT)) return indexHtml;
  // Replacer functions, never strings: in a replacement string `$\`` and `$'` stand for the
  // page around the match, and a clinic's title is text (Security III, finding 9).
  return indexHtml
    .replace('<html lang="en"', () => `<html lang="${frame.language}"`)
    .replace('</head>', () => `  ${linkPreload(token)}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${frameHtml(frame)}</div>`);
}
