// The buckets feature's screens, for the app shell (index.ts is what other features use).

/** The buckets screen, its own chunk: loaded when first opened. */
export const loadBucketsPage = () => import('./BucketsPage').then((m) => m.BucketsPage);
/** Creating or editing a bucket, its own chunk. */
export const loadBucketEditorPage = () =>
  import('./BucketEditorPage').then((m) => m.BucketEditorPage);
