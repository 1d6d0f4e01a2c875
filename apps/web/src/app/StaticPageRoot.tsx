import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { useHydrationDone } from '../lib/browserValue';
import { PublicProviders } from './PublicProviders';

/**
 * A page the build prerendered (/landing and the legal pages; build/prerender.ts), taken over by
 * React without the router (issue 21): the router's code and the time to run it stay off these
 * pages' first load. Their links are plain ones (ui/AppLink): followed, they load the app at the
 * next address.
 */
export function StaticPageRoot({ Page }: { Page: ComponentType }) {
  useHydrationDone();
  return (
    <PublicProviders>
      <Page />
    </PublicProviders>
  );
}

/**
 * The tree app/prerender.tsx draws into HTML and main.tsx hydrates over it: one tree on both
 * sides, or React would find other markup than it renders and draw the page again from scratch.
 */
export const prerenderedApp = (Page: ComponentType): ReactNode => (
  <StrictMode>
    <StaticPageRoot Page={Page} />
  </StrictMode>
);
