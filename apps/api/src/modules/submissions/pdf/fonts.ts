import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { DEFAULT_SIGNATURE_FONT, isSignatureFont, type SignatureFont } from '@paperless/core';
import { isWoff, woffToSfnt } from './woff.js';

/**
 * Font files the renderer may embed, found in node_modules at run time. Fontsource packages ship
 * each face as one WOFF file per Unicode subset (latin, latin-ext, cyrillic...), with the ranges
 * in unicode.json. They are unwrapped to the TrueType font inside (woff.ts) and pdf-lib embeds
 * a subset of it through @pdf-lib/fontkit, so the PDF draws the very face the browser showed.
 */
export interface FontFile {
  /** Package, subset and weight: for tests and diagnostics, never patient data. */
  readonly name: string;
  /** Whether this file has a glyph for the code point. */
  covers(codePoint: number): boolean;
  bytes(): Uint8Array;
}

/**
 * Body text falls back to these, in order, for characters the standard fonts cannot encode
 * (WinAnsi only). None is installed yet; a package that is missing is skipped, and characters
 * no font covers print as '?'.
 */
export const BODY_FALLBACK_PACKAGES: readonly string[] = ['@fontsource/noto-sans'];

const requireFromHere = createRequire(import.meta.url);
type Range = readonly [number, number];

/** The folder of an installed package, or undefined when it is not installed. */
function packageDir(packageName: string): string | undefined {
  try {
    // Fontsource packages export their CSS as the main entry; its folder holds files/.
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
  parsed: ReturnType<typeof fontkit.create>;
}

const loadedFonts = new Map<string, LoadedFont | null>();

/** Reads, unwraps and parses a font file once per process; null when it cannot be used. */
function loadFont(file: string): LoadedFont | null {
  if (!loadedFonts.has(file)) {
    try {
      const raw = new Uint8Array(readFileSync(file));
      const bytes = isWoff(raw) ? woffToSfnt(raw) : raw;
      loadedFonts.set(file, { bytes, parsed: fontkit.create(bytes) });
    } catch {
      loadedFonts.set(file, null);
    }
  }
  return loadedFonts.get(file) ?? null;
}

/** One file; a file that cannot be read covers nothing. */
function fontFile(name: string, file: string, ranges?: readonly Range[]): FontFile {
  return {
    name,
    covers(codePoint) {
      // The ranges answer most questions without reading the file at all.
      if (ranges && !ranges.some(([low, high]) => codePoint >= low && codePoint <= high)) {
        return false;
      }
      return loadFont(file)?.parsed.hasGlyphForCodePoint(codePoint) ?? false;
    },
    bytes: () => loadFont(file)?.bytes ?? new Uint8Array(),
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
    return [fontFile(`${label} ${slug} ${weight}`, file, parseUnicodeRange(ranges))];
  });
}

const subsetRank = (subset: string) => {
  const rank = ['latin', 'latin-ext'].indexOf(subset);
  return rank === -1 ? 2 : rank;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fallback files for body text, regular or bold. */
export function bodyFallbackFiles(weight: 400 | 700): FontFile[] {
  return BODY_FALLBACK_PACKAGES.flatMap((pkg) => fontsourceFiles(pkg, weight));
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
