import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

// Mantine's light variant puts shade 9 text on a tinted background at about 4.2:1, under
// WCAG AA's 4.5:1. The palest shade behind the darkest text reaches it (teal: about 4.7:1).
const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'filled') return defaults;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor) return defaults;
  if (input.variant === 'filled') {
    // A button given a colour; one without takes the primary's CSS variable (PublicProviders).
    const base = input.theme.colors[parsed.color]?.[parsed.shade ?? 9];
    return base && (parsed.shade ?? 9) === 9 ? { ...defaults, hover: filledHover(base) } : defaults;
  }
  return {
    ...defaults,
    background: `var(--mantine-color-${parsed.color}-0)`,
    // Shade 1 behind shade 9 is about 4.3:1 (teal); a hover three parts shade 0 to one part
    // shade 1 still shows the pointer is there and keeps 4.5:1 (an active nav link under the mouse).
    hover: `color-mix(in srgb, var(--mantine-color-${parsed.color}-0) 75%, var(--mantine-color-${parsed.color}-1))`,
    color: lightText(input.theme.colors[parsed.color]),
  };
};

/**
 * The light variant's text: shade 9, unless shade 9 on shade 0 is under 4.5:1 (green 4.1,
 * orange 4.0, lime 3.5, yellow 2.8: a green "Active/Trial" badge or an orange Deactivate
 * button failed axe color-contrast). Those take shade 9 with 30% black mixed in (green 7.0,
 * yellow 5.3 on their shade 0), as a plain colour so every browser and axe read it the same.
 */
function lightText(shades: readonly string[] | undefined): string {
  const [pale, , , , , , , , , dark] = shades ?? [];
  if (!pale || !dark || !isHex(pale) || !isHex(dark)) return dark ?? 'inherit';
  return contrast(dark, pale) >= 4.5 ? dark : mixWithBlack(dark, 0.7);
}

const isHex = (color: string) => /^#[0-9a-f]{6}$/i.test(color);
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const x = c / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * A shade-9 filled button's hover: Mantine's is shade 8, lighter, and white on teal 8 is 3.9:1
 * (axe color-contrast on a hovered Submit). Shade 9 with 15% black keeps the cue and 4.5:1.
 */
export function filledHover(shade9: string): string {
  return isHex(shade9) ? mixWithBlack(shade9, 0.85) : shade9;
}

function mixWithBlack(hex: string, keep: number): string {
  return `#${channels(hex)
    .map((c) =>
      Math.round(c * keep)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// Calm and clinical: teal accents on neutral greys, system fonts for fast, legible text.
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps teal text and white-on-teal buttons above WCAG AA contrast (4.5:1).
  primaryShade: { light: 9, dark: 5 },
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Mantine's close buttons are icons alone: screen readers need their name (axe button-name).
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // Mantine draws a dialog's title bar as <header>, which browsers expose as a second banner
    // landmark beside the page's own (axe: landmark-no-duplicate-banner): a plain box instead.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Opening a menu focuses its first item (the WAI-ARIA menu button pattern); Mantine's
    // focusable placeholder in its place is a child a menu may not have (axe:
    // aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // The description under a title is Mantine's dimmed grey, 3.3:1 on white (axe
    // color-contrast): the body text's darker grey instead.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notice' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
    // Native scrolling instead of Mantine 8's ScrollArea, which can freeze a React 19 page in a
    // ref-callback loop (see ui/ScrollBox.tsx): tables scroll sideways in a plain box, and the
    // select lists in their dropdown, capped as ScrollArea capped them.
    // Positioned, so a cell's absolutely placed parts (visually hidden text) stay inside the
    // scrolling box instead of widening the page.
    TableScrollContainer: {
      defaultProps: { type: 'native' },
      styles: { scrollContainer: { position: 'relative' } },
    },
    // An Alert without a variant keeps Mantine's translucent primary background, which the
    // resolver above never sees: on the grey page its teal title was 4.2:1 (axe color-contrast).
    Alert: { defaultProps: { variant: 'light' } },
    // A button-like input's placeholder ("Pick a plan") is text axe measures: Mantine's grey 5
    // is 2.1:1 on white; grey 7 as the dimmed text elsewhere.
    InputPlaceholder: { styles: { placeholder: { color: 'var(--mantine-color-gray-7)' } } },
    Select: {
      defaultProps: { withScrollArea: false },
      styles: { dropdown: { maxHeight: 260, overflowY: 'auto' } },
    },
  },
});
