import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The download's code (its API calls and waiting) loads only on a screen that offers a copy:
// the fill pages' first load stays within its budget (bench/src/web/firstLoad.ts).
const CopyDownload = lazy(() =>
  import('./CopyDownload').then((module) => ({ default: module.CopyDownload })),
);

/** CopyDownload, loaded when first shown. */
export function LazyCopyDownload(props: { copyToken: string }) {
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading" />}>
      <CopyDownload copyToken={props.copyToken} />
    </Suspense>
  );
}
