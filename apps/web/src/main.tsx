import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPublicPage } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

// In a transition, React renders the app in slices and lets the browser in between, instead of
// one long task a phone cannot answer a tap during (Lighthouse's Total Blocking Time).
function render() {
  const app = createRoot(container);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The server sent this page's first screen as HTML (a prerendered page, or a patient link's
// frame): it stays painted until the page's own code is here, and React replaces it in one step.
if (container.firstElementChild) preloadPublicPage(window.location.pathname).then(render, render);
else render();
