import type { ColumnDef } from '@tanstack/react-table';

/**
 * One column of a list, whatever its cells' value type. TanStack Table's own advice for a list of
 * columns whose values differ is `ColumnDef<Row, any>`: with `unknown`, a column of strings is
 * accepted or refused depending on the order the compiler checks files in (how it measures the
 * variance of a callback's parameter), and tsc 7 refused one after an unrelated import moved.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type TableColumn<Row> = ColumnDef<Row, any>;
