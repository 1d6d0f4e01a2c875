// Finance: the provider's transactions and invoices (routes.ts), a company's finance tab, and how
// money and dates read on every screen that shows them.
export { monthLabel, usDate, usd } from './format';
export { lastMonthColumns } from './lastMonthColumns';

/** A company's finance tab, loaded when the tab is opened. */
export const loadCompanyFinanceTab = () =>
  import('./CompanyFinanceTab').then((m) => m.CompanyFinanceTab);
