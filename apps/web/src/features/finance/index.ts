// Finance: the provider's transactions and invoices, a company's finance tab, and how money and
// dates read on every screen that shows them.
export { monthLabel, usDate, usd } from './format';

/** The transactions screen, its own chunk: loaded when first opened. */
export const loadFinancePage = () => import('./FinancePage').then((m) => m.FinancePage);
/** A company's finance tab, loaded when the tab is opened. */
export const loadCompanyFinanceTab = () =>
  import('./CompanyFinanceTab').then((m) => m.CompanyFinanceTab);
