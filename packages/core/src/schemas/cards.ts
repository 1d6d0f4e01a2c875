// Schemas and messages of the cards feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { messages } from '../messages.js';
import { emailField, ID_MAX, requiredString } from './fields.js';

export const cardMessages = {
  noCard: 'Please add card to renew your plan.',
  demoMode: 'No payment provider is configured, so no card is charged.',
  invalidNumber: 'Please enter a valid card number.',
  invalidExpiry: 'Please enter a valid expiry date (MM/YY).',
  expired: 'This card has expired.',
  invalidPaymentMethod: 'The card details could not be read. Please enter the card again.',
  cardNumberRefused:
    'Card numbers and security codes are never accepted. Only the card token is sent.',
  oneCard: 'Only one card can be saved. Delete the current card to add another.',
  providerFailed: 'The payment provider could not verify this card. Please try again.',
  notFound: 'Card not found.',
  added: 'Card added successfully',
  deleted: 'Card deleted successfully',
} as const;

export const CARD_LIMITS = { holderName: 100, name: 200 } as const;
/** How far ahead an expiry may be: issuers print at most about 20 years. */
const MAX_YEARS_AHEAD = 20;

export type CardBrand = 'visa' | 'master' | 'amex' | 'discover' | 'other';
const BRANDS: readonly CardBrand[] = ['visa', 'master', 'amex', 'discover', 'other'];

/** The brand a card number's leading digits announce (IIN ranges). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'master';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'other';
}

export function brandLabel(brand: string): string {
  const labels: Record<string, string> = {
    visa: 'Visa',
    master: 'Master',
    amex: 'American Express',
    discover: 'Discover',
  };
  return labels[brand] ?? 'Card';
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** An expiry (month 1..12, four-digit year) that is past its last day, or absurdly far. */
export function expiryProblem(month: number, year: number, now = new Date()): string | null {
  if (month < 1 || month > 12) return cardMessages.invalidExpiry;
  const thisYear = now.getFullYear();
  if (year > thisYear + MAX_YEARS_AHEAD) return cardMessages.invalidExpiry;
  if (year < thisYear || (year === thisYear && month < now.getMonth() + 1)) {
    return cardMessages.expired;
  }
  return null;
}

/**
 * Demo mode's payment method: only what the app may keep (decision 17), never the number:
 * `demo_<brand>_<last four>_<MM>_<YY>`, e.g. demo_visa_4242_04_29.
 */
export function demoPaymentMethodId(brand: CardBrand, lastFour: string, month: number, yy: number) {
  return `demo_${brand}_${lastFour}_${String(month).padStart(2, '0')}_${String(yy).padStart(2, '0')}`;
}

/**
 * The demo card form's rules (settings' card dialog and the signup wizard), for the server to
 * check them again: 16 digits (15 for American Express) passing Luhn, and an expiry MM/YY that is
 * neither past nor absurd. Answers the card to keep (never its number), or the field's message.
 */
export function checkDemoCardDetails(
  input: { number?: string | undefined; expiry?: string | undefined },
  now = new Date(),
): { card: CardDetails } | { field: 'cardNumber' | 'cardExpiry'; message: string } {
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  const brand = cardBrandOf(number);
  const length = brand === 'amex' ? 15 : 16;
  if (!/^\d+$/.test(number) || number.length !== length || !passesLuhn(number)) {
    return { field: 'cardNumber', message: cardMessages.invalidNumber };
  }
  const expiry = /^(\d{2})\/(\d{2})$/.exec(input.expiry ?? '');
  if (!expiry) return { field: 'cardExpiry', message: cardMessages.invalidExpiry };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  const problem = expiryProblem(month, year, now);
  if (problem) return { field: 'cardExpiry', message: problem };
  return { card: { brand, lastFour: number.slice(-4), expMonth: month, expYear: year } };
}

const DEMO_ID = /^demo_([a-z]+)_(\d{4})_(\d{2})_(\d{2})$/;

export interface CardDetails {
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export function parseDemoPaymentMethodId(id: string): CardDetails | null {
  const match = DEMO_ID.exec(id);
  if (!match || !(BRANDS as readonly string[]).includes(match[1]!)) return null;
  return {
    brand: match[1]!,
    lastFour: match[2]!,
    expMonth: Number(match[3]),
    expYear: 2000 + Number(match[4]),
  };
}

/** A run of 12 or more digits, spaces and dashes aside: a card number where none belongs. */
export function containsCardNumber(value: string): boolean {
  return /\d{12,}/.test(value.replace(/[\s-]/g, ''));
}

const noCardNumber = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => !containsCardNumber(v), { error: cardMessages.cardNumberRefused });

/**
 * POST /api/card (spec §7 Create card). Strict: a `number` or `cvc` key is refused, not
 * silently dropped, so a client that tries to send one learns it at once.
 */
export const cardCreateSchema = z.strictObject(
  {
    email: noCardNumber(emailField()),
    name: noCardNumber(
      requiredString().max(CARD_LIMITS.name, { error: messages.maxLength(CARD_LIMITS.name) }),
    ),
    paymentMethodId: noCardNumber(
      requiredString().max(255, { error: cardMessages.invalidPaymentMethod }),
    ),
    cardholdername: noCardNumber(
      requiredString().max(CARD_LIMITS.holderName, {
        error: messages.maxLength(CARD_LIMITS.holderName),
      }),
    ),
    company_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? cardMessages.cardNumberRefused : undefined,
  },
);
export type CardCreate = z.output<typeof cardCreateSchema>;
export type CardCreateInput = z.input<typeof cardCreateSchema>;

export const cardSchema = z.object({
  id: z.number().int(),
  card_holder_name: z.string(),
  card_brand: z.string(),
  card_last_four: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardListResponseSchema = z.object({
  data: z.array(cardSchema),
  /** demo: no Stripe keys, the demo card form; stripe: Stripe.js with the publishable key. */
  mode: z.enum(['demo', 'stripe']),
  publishable_key: z.string().nullable(),
});
export type CardListResponse = z.infer<typeof cardListResponseSchema>;

export const cardMutationResponseSchema = z.object({ message: z.string(), data: cardSchema });
export type CardMutationResponse = z.infer<typeof cardMutationResponseSchema>;

/** "xxxx-xxxx-xxxx-1234", as the spec shows a saved card. */
export function maskedCardNumber(lastFour: string): string {
  return `xxxx-xxxx-xxxx-${lastFour}`;
}
