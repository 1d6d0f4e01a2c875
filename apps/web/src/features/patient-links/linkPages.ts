import type { ComponentType } from 'react';
import type { FillPageProps } from './fillMode';
import type { PatientLinkKind } from './linkAddress';

/**
 * A link page's code, its own chunk (the router's table and the kiosk load the same ones). The
 * kiosk passes the token and mode; a link's address gives them otherwise. Not in linkAddress.tsx,
 * which the pages import: a loader there would put each page in a loop with itself.
 */
export function loadLinkPage(kind: PatientLinkKind): Promise<ComponentType<FillPageProps>> {
  return kind === 'form'
    ? import('./FormFillPage').then((m) => m.FormFillPage)
    : import('./BucketFillPage').then((m) => m.BucketFillPage);
}
