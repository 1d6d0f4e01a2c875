// Buckets: a clinic's bundles of forms sent as one link, listed, created and edited (routes.ts),
// and shown on a company's tab.

/** A company's buckets tab, loaded when the tab is opened. */
export const loadCompanyBucketsTab = () =>
  import('./CompanyBucketsTab').then((m) => m.CompanyBucketsTab);
