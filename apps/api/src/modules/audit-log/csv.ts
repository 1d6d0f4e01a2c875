import { AUDIT_LOG_CSV_HEADER, auditActionName } from '@paperless/core';
import type { EntryRow } from './queries.js';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so
 * opening an export can never execute what a user typed into a logged field.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const csvHeader = (): string => csvLine(AUDIT_LOG_CSV_HEADER);

export function csvRow(row: EntryRow): string {
  return csvLine([
    row.seq,
    new Date(row.at),
    row.user_id,
    row.user_name,
    row.user_email,
    row.role,
    row.company_ref,
    row.company_name,
    row.action,
    row.target_type,
    row.target_id,
    row.ip,
    row.outcome,
    row.details,
    auditActionName(row.action),
  ]);
}
