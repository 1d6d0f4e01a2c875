import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getQueriesForElement, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, vi } from 'vitest';
import { clearSession } from './lib/session';
import { resetSessionExpiry } from './lib/api';
import { setNavigator } from './lib/navigation';

// Screens are lazy chunks, compiled on first import in tests: on a loaded 2-core CI machine the
// first one can take over the default second to appear. Waits still end as soon as it shows.
configure({ asyncUtilTimeout: 5000 });

// A worker's files share their modules (isolate: false) but each file gets a new jsdom, and
// Testing Library binds `screen` to the document.body of the first file that imports it: bind it
// to this file's, or its queries search a document no longer shown.
Object.assign(screen, getQueriesForElement(document.body));

// jsdom lacks the layout APIs Mantine reads (media queries, element resizes, scrolling).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// As in current Chromium, scrollIntoView answers a promise: code that returns its result from an
// effect breaks here as it does in the browser.
window.HTMLElement.prototype.scrollIntoView = () => Promise.resolve() as unknown as void;

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  setNavigator(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  resetSessionExpiry();
  notifications.clean();
});

// Mantine's transitions set state on a timer up to a few hundred ms after a hide or unmount. If
// a file's jsdom is torn down first, React's update finds no window: an unhandled error that
// fails the whole run (seen once from DoneScreen.test.tsx in a rehearsal). Let them fire first.
afterAll(() => new Promise((settle) => setTimeout(settle, 400)));
