// Buckets: a clinic's bundles of forms sent as one link, listed, created and edited.

/** The buckets screen, its own chunk: loaded when first opened. */
export const loadBucketsPage = () => import('./BucketsPage').then((m) => m.BucketsPage);
/** Creating or editing a bucket, its own chunk. */
export const loadBucketEditorPage = () =>
  import('./BucketEditorPage').then((m) => m.BucketEditorPage);
/** A company's buckets tab, loaded when the tab is opened. */
export const loadCompanyBucketsTab = () =>
  import('./CompanyBucketsTab').then((m) => m.CompanyBucketsTab);
