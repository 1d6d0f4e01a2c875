import {
  isSendEmail,
  isSendPhone,
  keepPhoneCharacters,
  normalizeEmail,
  normalizePhone,
  sendingMessages,
} from '@paperless/core';

export type RecipientKind = 'email' | 'phone';

/** One recipient input: its chips, the text being typed, and the inline error. */
export interface RecipientField {
  values: string[];
  text: string;
  error: string | null;
}

export const emptyField: RecipientField = { values: [], text: '', error: null };

const SEPARATORS = /[,;\n]+/;

function keyOf(value: string, kind: RecipientKind): string {
  return kind === 'email' ? normalizeEmail(value) : normalizePhone(value).replace(/\D/g, '');
}

/**
 * Turns the typed text into chips (Enter, comma or leaving the input). Valid new entries become
 * chips, duplicates are dropped silently, invalid ones stay in the input with the error.
 */
export function commitText(field: RecipientField, kind: RecipientKind): RecipientField {
  const entries = field.text
    .split(SEPARATORS)
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return { ...field, text: '' };
  const valid = kind === 'email' ? isSendEmail : isSendPhone;
  const seen = new Set(field.values.map((v) => keyOf(v, kind)));
  const values = [...field.values];
  const rejected: string[] = [];
  for (const entry of entries) {
    if (!valid(entry)) {
      rejected.push(entry);
      continue;
    }
    const key = keyOf(entry, kind);
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(kind === 'email' ? entry.toLowerCase() : entry);
  }
  const invalid = kind === 'email' ? sendingMessages.invalidEmail : sendingMessages.invalidPhone;
  return {
    values,
    text: rejected.join(', '),
    error: rejected.length > 0 ? invalid : null,
  };
}

/**
 * The text as typed. The phone input drops anything but digits, parentheses, plus, minus and
 * spaces; a separator commits what comes before it, so a pasted list becomes chips at once.
 */
export function typeText(field: RecipientField, raw: string, kind: RecipientKind): RecipientField {
  const text = kind === 'phone' ? keepPhoneCharacters(raw, ',;\n') : raw;
  const cut = Math.max(text.lastIndexOf(','), text.lastIndexOf(';'), text.lastIndexOf('\n'));
  if (cut < 0) return { ...field, text, error: null };
  const committed = commitText({ ...field, text: text.slice(0, cut) }, kind);
  const rest = text.slice(cut + 1).trimStart();
  return { ...committed, text: [committed.text, rest].filter(Boolean).join(', ') };
}

export function removeValue(field: RecipientField, value: string): RecipientField {
  return { ...field, values: field.values.filter((v) => v !== value) };
}

/** Something to send to: chips, or text not yet turned into one. */
export function hasRecipient(...fields: RecipientField[]): boolean {
  return fields.some((f) => f.values.length > 0 || f.text.trim() !== '');
}
