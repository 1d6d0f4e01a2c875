import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicProviders } from './PublicProviders';
import { QueryProvider } from './QueryProvider';
import { LandingPage } from '../features/landing/LandingPage';
import { BaaPage, PrivacyPage, TermsPage } from '../features/landing/InfoPages';

/**
 * The pages the build draws into HTML (apps/web/build/prerender.ts): the ones a visitor or a search engine
 * opens first, with the same providers the browser renders them in (app/PublicProviders), and
 * as there without the router (app/StaticPageRoot.tsx).
 */
export const PRERENDERED_PAGES: { path: string; Page: ComponentType }[] = [
  { path: '/landing', Page: LandingPage },
  { path: '/terms', Page: TermsPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/baa', Page: BaaPage },
];

export { PRERENDERED_PATHS } from './publicPages';

/** The page as main.tsx draws it over this HTML (app/StaticPageRoot.tsx): no router. */
export function renderPage(Page: ComponentType): string {
  return renderToString(
    <PublicProviders>
      <QueryProvider>
        <Page />
      </QueryProvider>
    </PublicProviders>,
  );
}
