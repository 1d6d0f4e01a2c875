import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadPrerenderedPage, preloadPublicPage } from './app/publicPages';
import { startHydration } from './lib/browserValue';
import { patientLinkAt } from './features/patient-links';
import { loadLinkPage } from './features/patient-links/routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

// In a transition, React renders the app in slices and lets the browser in between, instead of
// one long task a phone cannot answer a tap during (Lighthouse's Total Blocking Time).
function render(app: ReactNode) {
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(<StrictMode>{app}</StrictMode>));
}

// The whole app: the router and its table. Started with the page's own code, both in parallel.
function renderApp() {
  const app = import('./App');
  const show = () => app.then(({ App }) => render(<App />));
  // The server sent this page's first screen as HTML (a prerendered page): it stays painted
  // until the page's own code is here, and React replaces it in one step.
  if (container.firstElementChild) preloadPublicPage(window.location.pathname).then(show, show);
  else void show();
}

// A patient link opened directly goes without the router (issue 21: ~24 KB of its first load):
// its root and its page are fetched at once, and the server's frame stays painted until both are.
// So does a page the build prerendered (/landing, the legal pages), drawn over its own HTML.
const link = patientLinkAt(window.location.pathname);
const prerendered = container.firstElementChild
  ? loadPrerenderedPage(window.location.pathname)
  : undefined;
if (link) {
  Promise.all([import('./app/PatientLinkRoot'), loadLinkPage(link.kind)]).then(
    ([{ PatientLinkRoot }, Page]) => render(<PatientLinkRoot {...link} Page={Page} />),
    renderApp,
  );
} else if (prerendered) {
  // React takes over the prerendered HTML as it is (hydration) instead of drawing it again: no
  // DOM made twice, and, in a transition, the work comes in slices. app/prerender.tsx drew the
  // same tree (prerenderedApp), so the two match.
  Promise.all([import('./app/StaticPageRoot'), prerendered]).then(
    ([{ prerenderedApp }, Page]) =>
      startTransition(() => {
        startHydration();
        hydrateRoot(container, prerenderedApp(Page));
      }),
    renderApp,
  );
} else {
  renderApp();
}
