import type { ComponentType } from 'react';
import { PublicProviders } from './PublicProviders';

/**
 * A page the build prerendered (/landing and the legal pages; build/prerender.ts), drawn again by
 * React over the server's HTML without the router (issue 21): the router's code and the time to
 * run it stay off these pages' first load. Their links are plain ones (ui/AppLink): followed,
 * they load the app at the next address.
 */
export function StaticPageRoot({ Page }: { Page: ComponentType }) {
  return (
    <PublicProviders>
      <Page />
    </PublicProviders>
  );
}
