/**
 * The twelve typed-signature fonts (spec section 2), by CSS font-family name. That name is what a
 * typed SignatureValue stores: the browser shows the name in it and the PDF renderer draws the
 * same face, so the list lives here once for both.
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
export type SignatureFont = (typeof SIGNATURE_FONTS)[number];

export const DEFAULT_SIGNATURE_FONT: SignatureFont = SIGNATURE_FONTS[0];

/** A stored font name is untrusted text: only the twelve names count as a font. */
export function isSignatureFont(name: unknown): name is SignatureFont {
  return (SIGNATURE_FONTS as readonly unknown[]).includes(name);
}
