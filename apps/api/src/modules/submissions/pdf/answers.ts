import { calendarDateOf, type FieldOption, type TemplateFieldType } from '@paperless/core';

/**
 * Turns one field and its stored value into what the PDF prints. Values were validated before,
 * but are still read as unknown: a renderer that throws on an odd value loses a signed form.
 */

/** What an unanswered question shows. */
export const EMPTY = '—';

/**
 * A question as the PDF sees it; template and custom fields both become one. 'paragraph' is a
 * custom form's text block: it asks nothing and prints its text. 'upload' (a custom form's file
 * question) and a template's 'file' field are printed from the uploaded file (uploads.ts).
 */
export interface PrintableField {
  name: string;
  label: string;
  type: TemplateFieldType | 'paragraph' | 'upload';
  options?: readonly FieldOption[];
  /** A text block's words, already plain text (text-block.ts). */
  text?: string;
}

export type Answer =
  /** Printed beside the label; '\n' separates lines (list items, group entries, textareas). */
  | { kind: 'text'; text: string }
  /** Repeatable rows with several values each (surgeries, medications), printed under the label. */
  | { kind: 'table'; columns: string[]; rows: string[][] }
  /** A text block's words, printed across the page under its title (if any). */
  | { kind: 'note'; text: string };

/** 'YYYY-MM-DD' (or an ISO timestamp) as MM/DD/YYYY; anything else as it was typed. */
export function usDate(value: unknown): string {
  const day = calendarDateOf(value);
  if (!day) return describe(value);
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Plain text for any value; EMPTY for nothing. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return value.trim() === '' ? EMPTY : value.trimEnd();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return joined(value.map(describe));
  if (isRecord(value)) return entryLines(value) || EMPTY;
  return EMPTY;
}

const joined = (items: string[], separator = ', ') =>
  items.filter((item) => item !== EMPTY).join(separator) || EMPTY;

const isBlankValue = (value: unknown) => describe(value) === EMPTY;

/** Sub-value names the templates use, as a reader would say them. */
const KEY_LABELS: Record<string, string> = {
  deceased_age: 'Age at death',
  cause: 'Cause of death',
  living_count: 'Living',
  deceased_count: 'Deceased',
  family_member: 'Family member',
};

/** 'family_member' → 'Family member', 'lastVisitDate' → 'Last visit date'. */
export function keyLabel(key: string): string {
  const known = KEY_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isDateKey = (key: string) => /date/i.test(key);
const cellText = (key: string, value: unknown) =>
  isDateKey(key) ? usDate(value) : describe(value);

/** A group's or a row's sub-values as 'Key: value' lines, leaving out the blank ones. */
function entryLines(record: Record<string, unknown>, skip: readonly string[] = []): string {
  return Object.entries(record)
    .filter(([key, value]) => !skip.includes(key) && !isBlankValue(value))
    .map(([key, value]) => `${keyLabel(key)}: ${cellText(key, value)}`)
    .join('\n');
}

function optionLabel(options: readonly FieldOption[] | undefined, value: unknown): string {
  const option = options?.find((o) => o.value === value);
  return option ? option.label : describe(value);
}

function checkbox(value: unknown): string {
  if (Array.isArray(value)) return describe(value);
  return value === true || value === 'true' || value === 'on' || value === 1 ? 'Yes' : 'No';
}

function checklist(field: PrintableField, value: unknown): string {
  if (!Array.isArray(value)) return typeof value === 'boolean' ? checkbox(value) : describe(value);
  return joined(value.map((v) => optionLabel(field.options, v)));
}

/** Rows that are ticked or not (conditions, immunizations, tobacco types): the ticked ones. */
function checkedRows(field: PrintableField, rows: readonly Record<string, unknown>[]): string {
  const lines = rows
    .filter((row) => row.checked === true)
    .map((row) => {
      const item = optionLabel(field.options, row.id ?? row.name);
      const details = entryLines(row, ['id', 'name', 'checked']).replace(/\n/g, ', ');
      return details ? `${item} — ${details}` : item;
    });
  // Bare names read as a list (like a checklist); names with details one per line.
  return joined(lines, lines.some((line) => line.includes(' — ')) ? '\n' : ', ');
}

function table(rows: readonly Record<string, unknown>[]): Answer {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const filled = rows.filter((row) => columns.some((key) => !isBlankValue(row[key])));
  if (filled.length === 0) return { kind: 'text', text: EMPTY };
  return {
    kind: 'table',
    columns: columns.map(keyLabel),
    rows: filled.map((row) => columns.map((key) => cellText(key, row[key]))),
  };
}

function list(field: PrintableField, value: unknown): Answer {
  const rows = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const records = rows.filter(isRecord);
  if (records.length === 0) {
    const items = rows.map(describe).filter((item) => item !== EMPTY);
    return { kind: 'text', text: items.map((item) => `• ${item}`).join('\n') || EMPTY };
  }
  if (records.some((row) => 'checked' in row)) {
    return { kind: 'text', text: checkedRows(field, records) };
  }
  return table(records);
}

/** The printable answer to one question. Signatures are printed as images by signature.ts. */
export function answerOf(field: PrintableField, value: unknown): Answer {
  const text = (t: string): Answer => ({ kind: 'text', text: t });
  switch (field.type) {
    case 'checkbox':
      return text(checkbox(value));
    case 'checklist':
      return text(checklist(field, value));
    case 'radio':
    case 'select':
      return text(optionLabel(field.options, value));
    case 'date':
      return text(usDate(value));
    case 'list':
      return list(field, value);
    case 'paragraph':
      return { kind: 'note', text: field.text ?? '' };
    default:
      return text(describe(value));
  }
}
