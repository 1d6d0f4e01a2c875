import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font } from '@cantoo/fontkit';
import type { PDFDocument } from '@cantoo/pdf-lib';
import { DEFAULT_SIGNATURE_FONT, isSignatureFont, type SignatureFont } from '@paperless/core';
import { isWoff, woffToSfnt } from './woff.js';

/**
 * Font files the renderer may embed, found in node_modules at run time (from the sources and
 * from the bundle in dist/ alike: the packages stay external). pdf-lib embeds a subset of each
 * through @pdf-lib/fontkit, so a PDF carries only the glyphs it draws.
 * - Body text: the Noto families as @expo-google-fonts ships them, one TrueType file per
 *   weight (bodyFallbackFiles).
 * - Typed signatures: fontsource packages, one WOFF file per Unicode subset (latin, latin-ext...)
 *   with the ranges in unicode.json, unwrapped to the font inside (woff.ts), so the PDF draws
 *   the very face the browser showed.
 */
export interface FontFile {
  /** Package, subset and weight: for tests and diagnostics, never patient data. */
  readonly name: string;
  /**
   * The typeface the file is part of: a fontsource family is split in several files (latin,
   * latin-ext, vietnamese...), and a word is kept in one family when it can be (text.ts).
   */
  readonly family: string;
  /** Whether this file has a glyph for the code point. */
  covers(codePoint: number): boolean;
  bytes(): Uint8Array;
  /** The font's PostScript name ('NotoSans-Regular'); undefined if the file cannot be read. */
  postscriptName(): string | undefined;
}

const requireFromHere = createRequire(import.meta.url);
type Range = readonly [number, number];

/** The folder of an installed package, or undefined when it is not installed. */
function packageDir(packageName: string): string | undefined {
  try {
    // Both kinds of package have their main entry (CSS or index.js) in the top folder.
    return path.dirname(requireFromHere.resolve(packageName));
  } catch {
    return undefined;
  }
}

/** 'U+0000-00FF,U+0131' as inclusive ranges. */
export function parseUnicodeRange(ranges: string): Range[] {
  return ranges.split(',').flatMap((part): Range[] => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) return [];
    const low = parseInt(match[1], 16);
    return [[low, match[2] ? parseInt(match[2], 16) : low]];
  });
}

interface LoadedFont {
  /** A plain TrueType/OpenType font, ready for fontkit and pdf-lib. */
  bytes: Uint8Array;
  parsed: Font;
}

/** One font of a file; a collection (.ttc) is not one of ours, and is refused. */
export function parseFont(bytes: Uint8Array): Font {
  const parsed = fontkit.create(bytes);
  if ('fonts' in parsed) throw new TypeError('a font collection, not a font');
  return parsed;
}

const loadedFonts = new Map<string, LoadedFont | null>();
/** The parsed font of each loaded file's bytes, for pdfFontkit. */
const parsedByBytes = new WeakMap<Uint8Array, Font>();

/** Reads, unwraps (WOFF) and parses a font file once per process; null when it cannot be used. */
function loadFont(file: string): LoadedFont | null {
  if (!loadedFonts.has(file)) {
    try {
      const raw = new Uint8Array(readFileSync(file));
      const bytes = isWoff(raw) ? woffToSfnt(raw) : raw;
      const parsed = parseFont(bytes);
      parsedByBytes.set(bytes, parsed);
      loadedFonts.set(file, { bytes, parsed });
    } catch {
      loadedFonts.set(file, null);
    }
  }
  return loadedFonts.get(file) ?? null;
}

/** The font files read so far in this process, for tests: the large ones are read lazily. */
export const loadedFontFiles = (): string[] => [...loadedFonts.keys()];

/**
 * The fontkit pdf-lib is given: a font file already parsed here (to learn what it covers) is not
 * parsed again for every PDF. pdf-lib only reads the parsed font (layout, subset), so one copy
 * serves every document; Noto Sans SC alone costs about 20 ms a parse.
 */
export const pdfFontkit: Parameters<PDFDocument['registerFontkit']>[0] = {
  create(bytes, postscriptName) {
    return (
      (postscriptName === undefined ? parsedByBytes.get(bytes) : undefined) ??
      (postscriptName === undefined ? fontkit.create(bytes) : fontkit.create(bytes, postscriptName))
    );
  },
};

/** One file; a file that cannot be read covers nothing. */
function fontFile(name: string, family: string, file: string, ranges?: readonly Range[]): FontFile {
  return {
    name,
    family,
    covers(codePoint) {
      // The ranges answer most questions without reading the file at all.
      if (ranges && !ranges.some(([low, high]) => codePoint >= low && codePoint <= high)) {
        return false;
      }
      // A joiner in a script's ranges is the shaper's to act on, glyph or not (Persian's ZWNJ).
      if (ranges && JOINER_POINTS.has(codePoint)) return loadFont(file) !== null;
      return loadFont(file)?.parsed.hasGlyphForCodePoint(codePoint) ?? false;
    },
    bytes: () => loadFont(file)?.bytes ?? new Uint8Array(),
    postscriptName: () => loadFont(file)?.parsed.postscriptName ?? undefined,
  };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const fontsourceCache = new Map<string, readonly FontFile[]>();

/**
 * The WOFF files of a fontsource package in one weight, latin first so the common case reads
 * one file. Subset keys are names ('latin-ext') or, in CJK packages, numbers ('[12]').
 */
export function fontsourceFiles(packageName: string, weight: 400 | 700): readonly FontFile[] {
  const key = `${packageName}@${weight}`;
  const cached = fontsourceCache.get(key);
  if (cached) return cached;
  const dir = packageDir(packageName);
  const files = dir ? fontsourceFilesIn(dir, packageName, weight) : [];
  fontsourceCache.set(key, files);
  return files;
}

export function fontsourceFilesIn(dir: string, label: string, weight: number): FontFile[] {
  const metadata = readJson(path.join(dir, 'metadata.json'));
  const unicode = readJson(path.join(dir, 'unicode.json'));
  if (!isObject(metadata) || typeof metadata.id !== 'string' || !isObject(unicode)) return [];
  const id = metadata.id;
  const subsets = Object.keys(unicode).sort((a, b) => subsetRank(a) - subsetRank(b));
  return subsets.flatMap((subset) => {
    const slug = subset.replace(/^\[(\d+)\]$/, '$1');
    const file = path.join(dir, 'files', `${id}-${slug}-${weight}-normal.woff`);
    const ranges = unicode[subset];
    if (!existsSync(file) || typeof ranges !== 'string') return [];
    return [fontFile(`${label} ${slug} ${weight}`, label, file, parseUnicodeRange(ranges))];
  });
}

const subsetRank = (subset: string) => {
  const rank = ['latin', 'latin-ext'].indexOf(subset);
  return rank === -1 ? 2 : rank;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A Noto family as @expo-google-fonts publishes it: '<weight><Style>/<Family>_<weight><Style>.ttf'. */
interface NotoPackage {
  package: string;
  family: string;
  /**
   * The blocks worth asking the file about. The CJK files are 6 to 11 MB a weight: they are read
   * only when a text holds a character of these blocks, never for an emoji or Hebrew.
   */
  ranges?: readonly Range[];
}

/** Symbols, CJK punctuation, kana, Han, full-width forms: all in Noto Sans SC. */
const CJK_RANGES: readonly Range[] = [
  [0x2000, 0x2bff],
  [0x2e80, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe6f],
  [0xff00, 0xffef],
  [0x1f100, 0x1f2ff],
  [0x20000, 0x3ffff],
];
/** Hangul jamo and syllables, which Noto Sans SC lacks. */
const HANGUL_RANGES: readonly Range[] = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
];

/** Zero-width non-joiner and joiner: part of words in Persian, Urdu and the Indic scripts. */
const JOINERS: Range = [0x200c, 0x200d];
const JOINER_POINTS = new Set([0x200c, 0x200d]);
const ARABIC_RANGES: readonly Range[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
  JOINERS,
];
const HEBREW_RANGES: readonly Range[] = [
  [0x0590, 0x05ff],
  [0xfb1d, 0xfb4f],
];
/**
 * An Indic script's block, with the joiners and the dandas its texts borrow from Devanagari
 * (which Noto Sans itself draws, Hindi with it).
 */
const indic = (low: number, high: number): readonly Range[] => [
  [low, high],
  [0x0964, 0x0965],
  JOINERS,
];
const ETHIOPIC_RANGES: readonly Range[] = [
  [0x1200, 0x139f],
  [0x2d80, 0x2ddf],
  [0xab00, 0xab2f],
];
/** Pictographs, dingbats and the joiners, selectors and tags of emoji sequences. */
const EMOJI_RANGES: readonly Range[] = [
  [0x200d, 0x200d],
  [0x203c, 0x2049],
  [0x2122, 0x2139],
  [0x2190, 0x21ff],
  [0x2300, 0x23ff],
  [0x24c2, 0x24c2],
  [0x25aa, 0x27bf],
  [0x2934, 0x2935],
  [0x2b05, 0x2b55],
  [0x3030, 0x303d],
  [0x3297, 0x3299],
  [0xfe0f, 0xfe0f],
  [0x20e3, 0x20e3],
  [0x1f000, 0x1faff],
  [0xe0020, 0xe007f],
];

/**
 * Body text falls back to these, in order, for characters the standard fonts cannot encode
 * (WinAnsi only): Noto Sans for Latin with every diacritic (Vietnamese too), Greek, Cyrillic
 * and Devanagari (Hindi); IBM Plex Sans Arabic for Arabic, Urdu and Persian (each letter has
 * glyphs of its own, where Noto Sans Arabic draws beh, noon and yeh from one dotless shape that
 * reads back as one letter); Hebrew; the other Indic scripts of US patients (Bengali, Gurmukhi
 * for Punjabi, Gujarati, Tamil, Telugu); Ethiopic for Amharic; emoji, in one colour; then
 * Chinese and Japanese; then Korean. Every file but the first is asked only about its own
 * blocks, so it is read from disk the first time a text needs that script and never otherwise.
 * What none of them covers prints as a placeholder (text.ts).
 */
export const BODY_FALLBACKS: readonly NotoPackage[] = [
  { package: '@expo-google-fonts/noto-sans', family: 'NotoSans' },
  {
    package: '@expo-google-fonts/ibm-plex-sans-arabic',
    family: 'IBMPlexSansArabic',
    ranges: ARABIC_RANGES,
  },
  {
    package: '@expo-google-fonts/noto-sans-hebrew',
    family: 'NotoSansHebrew',
    ranges: HEBREW_RANGES,
  },
  {
    package: '@expo-google-fonts/noto-sans-bengali',
    family: 'NotoSansBengali',
    ranges: indic(0x0980, 0x09ff),
  },
  {
    package: '@expo-google-fonts/noto-sans-gurmukhi',
    family: 'NotoSansGurmukhi',
    ranges: indic(0x0a00, 0x0a7f),
  },
  {
    package: '@expo-google-fonts/noto-sans-gujarati',
    family: 'NotoSansGujarati',
    ranges: indic(0x0a80, 0x0aff),
  },
  {
    package: '@expo-google-fonts/noto-sans-tamil',
    family: 'NotoSansTamil',
    ranges: indic(0x0b80, 0x0bff),
  },
  {
    package: '@expo-google-fonts/noto-sans-telugu',
    family: 'NotoSansTelugu',
    ranges: indic(0x0c00, 0x0c7f),
  },
  {
    package: '@expo-google-fonts/noto-sans-ethiopic',
    family: 'NotoSansEthiopic',
    ranges: ETHIOPIC_RANGES,
  },
  { package: '@expo-google-fonts/noto-emoji', family: 'NotoEmoji', ranges: EMOJI_RANGES },
  { package: '@expo-google-fonts/noto-sans-sc', family: 'NotoSansSC', ranges: CJK_RANGES },
  { package: '@expo-google-fonts/noto-sans-kr', family: 'NotoSansKR', ranges: HANGUL_RANGES },
];

const WEIGHT_NAMES = { 400: '400Regular', 700: '700Bold' } as const;

/** The file of one weight, or undefined when the package or that weight is not installed. */
export function notoFile(noto: NotoPackage, weight: 400 | 700): FontFile | undefined {
  const dir = packageDir(noto.package);
  if (!dir) return undefined;
  const style = WEIGHT_NAMES[weight];
  const file = path.join(dir, style, `${noto.family}_${style}.ttf`);
  const name = `${noto.package} ${weight}`;
  return existsSync(file) ? fontFile(name, name, file, noto.ranges) : undefined;
}

const fallbackCache = new Map<number, FontFile[]>();

/** The fallback files for body text, regular or bold; none is read before a text needs it. */
export function bodyFallbackFiles(weight: 400 | 700): FontFile[] {
  let files = fallbackCache.get(weight);
  if (!files) {
    files = BODY_FALLBACKS.flatMap((noto) => notoFile(noto, weight) ?? []);
    fallbackCache.set(weight, files);
  }
  return files;
}

/** 'Dancing Script' is published as @fontsource/dancing-script. */
export function signatureFontPackage(family: SignatureFont): string {
  return `@fontsource/${family.toLowerCase().replace(/ /g, '-')}`;
}

/**
 * The files of a typed signature's font. The stored name is untrusted text, so only the twelve
 * known families map to a package; any other name is drawn in the default family.
 */
export function signatureFontFiles(font: string): { family: SignatureFont; files: FontFile[] } {
  const family = isSignatureFont(font) ? font : DEFAULT_SIGNATURE_FONT;
  return { family, files: [...fontsourceFiles(signatureFontPackage(family), 400)] };
}
