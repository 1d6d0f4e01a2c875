import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PublicProviders } from './PublicProviders';
import { QueryProvider } from './QueryProvider';
import { LandingPage } from '../features/landing/LandingPage';
import { BaaPage, PrivacyPage, TermsPage } from '../features/landing/InfoPages';

/**
 * The pages the build draws into HTML (apps/web/build/prerender.ts): the ones a visitor or a search engine
 * opens first, with the same providers the browser renders them in (app/PublicProviders).
 */
export const PRERENDERED_PAGES: { path: string; Page: ComponentType }[] = [
  { path: '/landing', Page: LandingPage },
  { path: '/terms', Page: TermsPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/baa', Page: BaaPage },
];

export function renderPage(path: string, Page: ComponentType): string {
  return renderToString(
    <PublicProviders>
      <QueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </QueryProvider>
    </PublicProviders>,
  );
}
