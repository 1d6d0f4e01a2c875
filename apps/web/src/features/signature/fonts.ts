/**
 * The twelve typed-signature fonts (spec section 2), by CSS font-family name: that name is what a
 * typed SignatureValue stores, so the PDF renderer can draw the same face later.
 */
export const SIGNATURE_FONTS = [
  'Dancing Script',
  'Great Vibes',
  'Pacifico',
  'Satisfy',
  'Allura',
  'Alex Brush',
  'Sacramento',
  'Parisienne',
  'Kaushan Script',
  'Homemade Apple',
  'Caveat',
  'Yellowtail',
] as const;

export const DEFAULT_SIGNATURE_FONT: string = SIGNATURE_FONTS[0];

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
