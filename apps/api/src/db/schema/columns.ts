import type { ColumnType } from 'kysely';

/** Timestamps are timestamptz (UTC): read as Date, written as Date or ISO text. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric columns: read as text (exact), written as a number or text. */
export type Money = ColumnType<string, number | string, number | string>;
/** date columns (no time of day). */
export type DateOnly = ColumnType<Date, Date | string, Date | string>;
