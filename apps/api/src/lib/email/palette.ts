/**
 * The e-mail's only colours. Each text colour is chosen against the background it sits on for a
 * contrast of at least 4.5:1 (WCAG AA, computed in render.test.ts), and nothing is said by colour
 * alone: links are underlined too. The header is light, so any practice's logo shows on it.
 */
export const palette = {
  /** Around the message; no text sits on it. */
  page: '#f3f4f6',
  surface: '#ffffff',
  border: '#d1d5db',
  /** The practice's name and the header's accent line. */
  brand: '#123c5c',
  text: '#1f2933',
  link: '#0b57a4',
} as const;

export type PaletteColour = keyof typeof palette;

/** Each colour of text with the background it sits on: the pairs readers must be able to read. */
export const textOnBackground: readonly (readonly [PaletteColour, PaletteColour])[] = [
  ['brand', 'surface'],
  ['text', 'surface'],
  ['link', 'surface'],
];
