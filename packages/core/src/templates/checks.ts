/**
 * The generic field checks every template applies (the web form runs them on blur, the
 * validators at submit). Each returns the spec's message, or undefined when the value passes or
 * is blank: whether a blank is allowed is the template's required rule, not the check's.
 */
export const checkMessages = {
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  nameNumbers: 'Name cannot be just numbers',
  nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  nameMin: 'Name must be at least 2 characters',
  addressNumbers: 'Address cannot be just numbers',
  addressMin: 'Address must be at least 5 characters',
  relationshipNumbers: 'Relationship cannot be just numbers',
  relationshipMin: 'Relationship must be at least 2 characters',
  cityNumbers: 'City name cannot be just numbers',
  cityMin: 'City name must be at least 2 characters',
  stateZip: 'Please enter state and zip in format: TX, 75028',
  /** Used when an optional choice arrives with a value the form never offers. */
  invalidOption: 'Please choose one of the listed options',
} as const;

export const NAME_MIN_LENGTH = 2;
export const ADDRESS_MIN_LENGTH = 5;
export const RELATIONSHIP_MIN_LENGTH = 2;
export const CITY_MIN_LENGTH = 2;
export const PHONE_MAX_DIGITS = 16;
export const EARLIEST_DATE = '1900-01-01';

/** The text a value carries, trimmed; anything that is not a string or number carries none. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const DIGITS_ONLY = /^\d+$/;
// Letters of any script (with their accents), spaces, hyphens and both apostrophe forms.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;
// Same pragmatic local@domain.tld shape as schemas/fields.ts.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Formatting a phone mask adds; what is left must be an optional plus and up to 16 digits.
const PHONE_FORMATTING = /[\s\-()]/g;
const PHONE_PATTERN = new RegExp(`^\\+?[1-9]\\d{0,${PHONE_MAX_DIGITS - 1}}$`);
const STATE_ZIP_PATTERN = /^[A-Za-z]{2},?\s*\d{5}(?:-?\d{4})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

export function isValidEmail(value: unknown): boolean {
  return EMAIL_PATTERN.test(textOf(value));
}

export function isValidPhone(value: unknown): boolean {
  return PHONE_PATTERN.test(textOf(value).replace(PHONE_FORMATTING, ''));
}

export function checkEmail(value: unknown, invalid: string = checkMessages.invalidEmail) {
  if (isBlank(value)) return undefined;
  return isValidEmail(value) ? undefined : invalid;
}

/**
 * Form 1's phone and fax inputs use this mask. It lives here, beside the phone check, so the
 * input that draws it does not bring Records Release's whole template into the first load.
 */
export const RECORDS_RELEASE_PHONE_MASK = '+1 (999) 999-9999';

export function checkPhone(value: unknown, invalid: string = checkMessages.invalidPhone) {
  if (isBlank(value)) return undefined;
  return isValidPhone(value) ? undefined : invalid;
}

export function checkName(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const text = textOf(value);
  if (DIGITS_ONLY.test(text.replace(/\s/g, ''))) return checkMessages.nameNumbers;
  if (!NAME_PATTERN.test(text)) return checkMessages.nameCharacters;
  if (isShortName(text, NAME_MIN_LENGTH)) return checkMessages.nameMin;
  return undefined;
}

/**
 * A whole name in one character, as Han (王, 李) and Hangul (김, 이) write many surnames: a Han
 * character or a Hangul syllable (a lone jamo such as ㄱ is a letter, not a syllable).
 */
const ONE_CHARACTER_NAME = /^[\p{sc=Han}\uAC00-\uD7A3]$/u;

/**
 * Shorter than the spec's minimum for a name: the minimum counts letters of alphabetic scripts;
 * a name of one Han or Hangul character is whole (decision 31).
 */
export const isShortName = (text: string, min: number): boolean =>
  [...text].length < min && !ONE_CHARACTER_NAME.test(text);

function checkMinText(value: unknown, min: number, numbers: string, tooShort: string) {
  if (isBlank(value)) return undefined;
  const text = textOf(value);
  if (DIGITS_ONLY.test(text.replace(/\s/g, ''))) return numbers;
  if ([...text].length < min) return tooShort;
  return undefined;
}

export function checkAddress(value: unknown) {
  const m = checkMessages;
  return checkMinText(value, ADDRESS_MIN_LENGTH, m.addressNumbers, m.addressMin);
}

export function checkRelationship(value: unknown) {
  const m = checkMessages;
  return checkMinText(value, RELATIONSHIP_MIN_LENGTH, m.relationshipNumbers, m.relationshipMin);
}

export function checkCity(value: unknown) {
  return checkMinText(value, CITY_MIN_LENGTH, checkMessages.cityNumbers, checkMessages.cityMin);
}

export function checkStateZip(value: unknown) {
  if (isBlank(value)) return undefined;
  return STATE_ZIP_PATTERN.test(textOf(value)) ? undefined : checkMessages.stateZip;
}

/** A calendar date as YYYY-MM-DD, or undefined when the value is not a real date. */
export function calendarDateOf(value: unknown): string | undefined {
  const match = ISO_DATE.exec(textOf(value));
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // Rejects 2023-02-30 and the like, which Date would roll over into March.
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${m}-${d}`;
}

/**
 * Today as YYYY-MM-DD in UTC. UTC is at or ahead of the clinics' US time zones, so a patient
 * entering their own today is never told it is in the future.
 */
export function isoDay(today: Date = new Date()): string {
  const valid = Number.isNaN(today.getTime()) ? new Date() : today;
  return valid.toISOString().slice(0, 10);
}

/**
 * A date that must lie between 1900-01-01 and today. `subject` begins the message:
 * 'Date of birth cannot be in the future', 'Insured date of birth seems invalid'.
 */
export function checkPastDate(value: unknown, subject: string, today?: Date): string | undefined {
  if (isBlank(value)) return undefined;
  const day = calendarDateOf(value);
  if (day === undefined || day < EARLIEST_DATE) return `${subject} seems invalid`;
  if (day > isoDay(today)) return `${subject} cannot be in the future`;
  return undefined;
}
