import { isKnownTimeZone, localDateOf } from '@paperless/core';

/**
 * The names of the files a clinic downloads (issue 18): `Lastname, Firstname - Form title -
 * YYYY-MM-DD.pdf`, the day in the clinic's time zone, so a download folder sorts by patient and
 * a file says what it is. Every name is made safe for every file system it may land on: no path
 * or control characters, no reserved Windows names, no trailing dots or spaces, and short
 * enough for any of them (255 bytes is the common limit; we stay well under it).
 */
export interface FilingNameParts {
  firstName: string;
  lastName: string;
  /** The form title, or what the file holds ('Forms' for a ZIP of several). */
  title: string;
  at: Date;
  /** The clinic's IANA zone (companies.time_zone). */
  timeZone: string;
}

/** Bytes of UTF-8 a whole name may take, extension included. */
export const FILE_NAME_MAX_BYTES = 180;
/** A first or last name keeps at most this much, so the title and day always fit beside. */
const NAME_MAX = { graphemes: 30, bytes: 60 } as const;
const TITLE_MAX_GRAPHEMES = 90;

/** Windows refuses these as a name, with or without an extension (CON.pdf too). */
const RESERVED_WINDOWS = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].map((s) => s.segment);
const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The text cut to whole characters (as people count them) within a number of UTF-8 bytes. */
function cutToBytes(text: string, bytes: number): string {
  if (utf8Bytes(text) <= bytes) return text;
  let kept = '';
  for (const grapheme of graphemes(text)) {
    if (utf8Bytes(kept + grapheme) > bytes) break;
    kept += grapheme;
  }
  return kept;
}

/**
 * One part of a name, cleaned: path separators and characters Windows forbids (\ / : * ? " < >
 * |), control and format characters (a right-to-left override could disguise the extension),
 * lone surrogates and line breaks become spaces; runs of spaces become one; leading and trailing
 * dots, dashes and spaces go; at most `max` characters as people count them.
 */
export function cleanNamePart(text: string, max: number = TITLE_MAX_GRAPHEMES): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.-]+|[\s.]+$/gu, '');
  const kept = graphemes(cleaned);
  return kept.length > max
    ? kept
        .slice(0, max)
        .join('')
        .replace(/[\s.]+$/u, '')
    : cleaned;
}

/** 'Lee, Ann'; one name when the other is empty; 'Patient' when both are. */
export function patientPart(firstName: string, lastName: string): string {
  const name = (text: string) =>
    cutToBytes(cleanNamePart(text, NAME_MAX.graphemes), NAME_MAX.bytes).replace(/[\s.]+$/u, '');
  const last = name(lastName).replace(/,+$/u, '');
  const first = name(firstName);
  return [last, first].filter(Boolean).join(', ') || 'Patient';
}

/** The clinic's calendar day of an instant; UTC if the zone is not one the runtime knows. */
function dayOf(at: Date, timeZone: string): string {
  const instant = Number.isNaN(at.getTime()) ? new Date(0) : at;
  return isKnownTimeZone(timeZone)
    ? localDateOf(instant, timeZone)
    : instant.toISOString().slice(0, 10);
}

/**
 * A safe file name from a stem and an extension: cut to FILE_NAME_MAX_BYTES on a character
 * boundary, never a reserved Windows name, never empty.
 */
export function safeFileName(stem: string, extension: string, tail = ''): string {
  const suffix = `${tail}.${extension}`;
  const room = FILE_NAME_MAX_BYTES - utf8Bytes(suffix);
  const cut = cutToBytes(cleanNamePart(stem, Number.MAX_SAFE_INTEGER), room);
  let base = cut.replace(/[\s.]+$/u, '') || 'file';
  if (RESERVED_WINDOWS.test(base)) base = `_${base}`;
  return `${base}${suffix}`;
}

/** The start every new-style name of this patient has: 'Lee, Ann - '. */
export function filingPrefix(parts: Pick<FilingNameParts, 'firstName' | 'lastName'>): string {
  return `${patientPart(parts.firstName, parts.lastName)} - `;
}

/** `Lastname, Firstname - Title - YYYY-MM-DD.<extension>`, safe everywhere. */
export function filingName(parts: FilingNameParts, extension = 'pdf'): string {
  const title = cleanNamePart(parts.title) || 'Form';
  // The day is the tail, kept whole: a long title gives up its end instead.
  return safeFileName(
    `${filingPrefix(parts)}${title}`,
    extension,
    ` - ${dayOf(parts.at, parts.timeZone)}`,
  );
}

/** A submitted form's PDF name, as the PDF worker records it and downloads carry it. */
export function pdfFileName(parts: FilingNameParts): string {
  return filingName(parts, 'pdf');
}

/**
 * The name a file is downloaded under: the stored one when it already follows the rule for
 * this patient, else one made now. Rows stored before the rule carry the form and day only
 * (decision 'Submitted forms and downloads', reversed by issue 18) or no name at all.
 */
export function downloadName(stored: string | null, parts: FilingNameParts): string {
  const isCurrent =
    stored !== null &&
    stored.startsWith(filingPrefix(parts)) &&
    stored.endsWith('.pdf') &&
    stored === safeFileName(stored.slice(0, -4), 'pdf');
  return isCurrent ? stored : pdfFileName(parts);
}

/**
 * Names for the entries of one archive: a second 'X.pdf' becomes 'X (2).pdf', so no entry
 * overwrites another when the archive is unpacked.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
    let candidate = name;
    // Case-insensitive: Windows and macOS take 'A.pdf' and 'a.pdf' for one file.
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      // The counter is kept whole; a stem at the length cap gives up its end for it.
      candidate = safeFileName(stem, ext, ` (${n})`);
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** RFC 8187 value characters: everything else is percent-encoded as UTF-8. */
const encodeExtValue = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The Content-Disposition of a download (RFC 6266): an ASCII `filename` for old clients (accents
 * dropped, other characters as '_') and `filename*` with the real name in UTF-8.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
