import { createColumnHelper } from '@tanstack/react-table';
import type { TableColumn } from '../../ui/tableColumn';
import { usd } from './format';

interface LastMonth {
  lastMonthEncounters: number;
  lastMonthPayAmount: number;
}

/** A client's last month, encounters then payment, as the Dashboard and Finance tables show it. */
export function lastMonthColumns<Row extends LastMonth>(): TableColumn<Row>[] {
  const column = createColumnHelper<Row>();
  return [
    column.display({
      id: 'encounters',
      header: 'Last Month Encounters',
      cell: ({ row }) => row.original.lastMonthEncounters,
    }),
    column.display({
      id: 'amount',
      header: 'Last Month Pay Amount',
      cell: ({ row }) => usd(row.original.lastMonthPayAmount),
    }),
  ];
}
