import { renderToString } from 'react-dom/server';
import { loadPrerenderedPage, PRERENDERED_PATHS } from './publicPages';
import { prerenderedApp } from './StaticPageRoot';

export { PRERENDERED_PATHS };

/**
 * A page the build draws into HTML (apps/web/build/prerender.ts), one a visitor or a search
 * engine opens first: the same page component main.tsx loads for that address (publicPages.ts),
 * in the same tree (prerenderedApp, app/StaticPageRoot.tsx).
 */
export async function renderPage(path: string): Promise<string> {
  const Page = await loadPrerenderedPage(path);
  if (!Page) throw new Error(`${path} is not a prerendered page`);
  return renderToString(prerenderedApp(Page));
}
