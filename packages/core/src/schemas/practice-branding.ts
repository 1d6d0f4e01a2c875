// Issue 20: what patients see of a practice (its colour, how to reach it), apart from the
// practice profile's form schema: the patient's pages load this alone, without the client
// form's rules (schemas/companies.ts) and the time zones they bring.
import type { z } from 'zod';
import type { publicLinkResponseSchema } from './patient-links.js';

/** WCAG AA for normal text: the brand colour carries white text and is shown as text on white. */
export const BRAND_MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/;

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The contrast ratio of a #rrggbb colour with white (1 to 21). White text on the colour and the
 * colour as text on white have the same ratio, so one number decides both uses.
 */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex.toLowerCase()) + 0.05);
}

/** Is this a colour the patient pages, PDFs and e-mails can carry text with (AA)? */
export function isReadableBrandColour(hex: string): boolean {
  return HEX.test(hex.toLowerCase()) && contrastWithWhite(hex) >= BRAND_MIN_CONTRAST;
}

/** What a patient's page shows of the practice (the public link answer's `practice`). */
export type PracticeBranding = z.infer<typeof publicLinkResponseSchema>['data']['practice'];

/** The practice's address on one line, as patient pages, PDFs and e-mails show it. */
export function practiceAddressLine(p: {
  address: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}): string | null {
  const street = [p.address, p.address1].map((s) => s?.trim()).filter(Boolean);
  const place = [p.city?.trim(), [p.state?.trim(), p.zip?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const line = [...street, place].filter(Boolean).join(', ');
  return line || null;
}

/** Phone and address on one line (PDF headers, e-mail footers); null when neither is known. */
export function practiceContactLine(
  phone: string | null | undefined,
  address: string | null | undefined,
): string | null {
  const parts = [phone?.trim(), address?.trim()].filter(Boolean);
  return parts.length ? parts.join('  ·  ') : null;
}
