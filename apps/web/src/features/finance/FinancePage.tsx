import { ListScreen } from '../../ui/ListScreen';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from './financeApi';
import { TransactionsTable } from './TransactionsTable';
import { useInvoiceDownload } from './useInvoiceDownload';
import { ServerList } from '../../ui/ServerList';
import { useServerList, type ListSpec } from '../../ui/useServerList';

const TRANSACTIONS: ListSpec = {
  pageSize: TRANSACTIONS_PAGE_SIZE,
  noun: ['client', 'clients'],
  searchLabel: 'Search transactions',
  searchPlaceholder: 'Client, plan, date, status or amount',
  errorTitle: 'The transactions could not be loaded',
};

/** Finance: every client's billing at a glance, with its last invoice to download. */
export function FinancePage() {
  const list = useServerList(TRANSACTIONS);
  const transactions = useTransactions(list.page, list.query);
  const download = useInvoiceDownload();

  return (
    <ListScreen
      title="Transaction History"
      description="Each client's plan, last month's encounters and payment, and next payment date."
    >
      <ServerList list={list} query={transactions}>
        <TransactionsTable
          rows={transactions.data?.data}
          isLoading={transactions.isPending}
          emptyText="No transactions found"
          download={download}
        />
      </ServerList>
    </ListScreen>
  );
}
