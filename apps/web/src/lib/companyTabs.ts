// The company detail page's tabs as addresses: the clients page draws them, and the forms and
// buckets screens link back to their own tab, so the table lives here rather than in one feature.
/** The company detail page's tabs, each a path below /companyDetails/{id} (the first is the base). */
export const COMPANY_TABS = [
  { value: 'companyDetails', label: 'Company Details' },
  { value: 'financeDetails', label: 'Finance Details' },
  { value: 'forms', label: 'Forms' },
  { value: 'submittedForms', label: 'Submitted Forms' },
  { value: 'bucket', label: 'Bucket' },
  { value: 'activity', label: 'Activity' },
] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number]['value'];

export const DEFAULT_COMPANY_TAB: CompanyTab = 'companyDetails';
/** The spec keeps the last active tab in localStorage under this key. */
export const ACTIVE_TAB_KEY = 'activeTab';

function isCompanyTab(value: string): value is CompanyTab {
  return COMPANY_TABS.some((tab) => tab.value === value);
}

/** The tab named by the path's last segment; anything else (the id itself too) is the default. */
export function tabFromPath(pathname: string): CompanyTab {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return isCompanyTab(last) ? last : DEFAULT_COMPANY_TAB;
}

export function tabPath(companyId: number | string, tab: CompanyTab): string {
  const base = `/companyDetails/${companyId}`;
  return tab === DEFAULT_COMPANY_TAB ? base : `${base}/${tab}`;
}
