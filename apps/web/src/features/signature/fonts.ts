import { DEFAULT_SIGNATURE_FONT as FIRST_SIGNATURE_FONT } from '@paperless/core';

// The twelve typed-signature fonts live in core, where the PDF renderer reads the same list.
export { SIGNATURE_FONTS } from '@paperless/core';

/** Typed as string: the editor's state also holds whatever font a stored signature names. */
export const DEFAULT_SIGNATURE_FONT: string = FIRST_SIGNATURE_FONT;

/** A CSS font stack that still looks handwritten while the font loads (or if it is unknown). */
export function signatureFontStack(font: string): string {
  return `"${font.replace(/["\\]/g, '')}", cursive`;
}

let loading: Promise<unknown> | undefined;

/** Starts downloading the font CSS once; later calls reuse the same request. */
export function loadSignatureFonts(): Promise<unknown> {
  loading ??= import('./fontFaces').catch((error: unknown) => {
    // A failed chunk (offline, new deploy) falls back to cursive; let a later call retry.
    loading = undefined;
    console.warn('Signature fonts could not be loaded', error);
  });
  return loading;
}
