import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPublicPage } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

function render() {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The server sent this page's first screen as HTML (a prerendered page, or a patient link's
// frame): it stays painted until the page's own code is here, and React replaces it in one step.
if (container.firstElementChild) preloadPublicPage(window.location.pathname).then(render, render);
else render();
