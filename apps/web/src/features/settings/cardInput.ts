import {
  cardBrandOf,
  cardMessages,
  demoPaymentMethodId,
  expiryProblem,
  passesLuhn,
} from '@paperless/core';

/** The demo card form as typed. The number and CVC never leave the browser. */
export interface DemoCardValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_DEMO_CARD: DemoCardValues = { holder: '', number: '', expiry: '', cvc: '' };

const MAX_DIGITS = 16;
const digits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242": groups of four, at most 19 characters. */
export function formatCardNumber(value: string): string {
  return (
    digits(value)
      .slice(0, MAX_DIGITS)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** "042" → "04/2": MM/YY, the slash added once the month is typed. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function formatCvc(value: string): string {
  return digits(value).slice(0, 4);
}

export interface DemoCardCheck {
  /** Proceed is enabled only then (spec §5 Card form). */
  complete: boolean;
  /** Shown under a field once it is fully typed yet wrong. */
  errors: { number?: string; expiry?: string };
  /** What is sent instead of the card: brand, last four and expiry (decision 17). */
  paymentMethodId: string | null;
}

/** Whether the typed card is complete and valid, and the demo payment method it makes. */
export function checkDemoCard(values: DemoCardValues, now = new Date()): DemoCardCheck {
  const number = digits(values.number);
  const brand = cardBrandOf(number);
  const numberLength = brand === 'amex' ? 15 : MAX_DIGITS;
  const errors: DemoCardCheck['errors'] = {};

  const numberTyped = number.length >= numberLength;
  const numberOk = number.length === numberLength && passesLuhn(number);
  if (numberTyped && !numberOk) errors.number = cardMessages.invalidNumber;

  const expiry = /^(\d{2})\/(\d{2})$/.exec(values.expiry);
  const month = Number(expiry?.[1]);
  const yy = Number(expiry?.[2]);
  const problem = expiry ? expiryProblem(month, 2000 + yy, now) : null;
  if (problem) errors.expiry = problem;
  const expiryOk = expiry !== null && problem === null;

  const cvcOk = /^\d{3,4}$/.test(values.cvc);
  const complete = values.holder.trim() !== '' && numberOk && expiryOk && cvcOk;
  return {
    complete,
    errors,
    paymentMethodId: complete ? demoPaymentMethodId(brand, number.slice(-4), month, yy) : null,
  };
}
