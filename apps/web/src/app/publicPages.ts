import type { ComponentType } from 'react';
import { loadEmailChangePage } from '../features/email-change/routes';
import { loadKioskPage } from '../features/kiosk/routes';
import { loadInfoPages, loadLandingPage } from '../features/landing/routes';
import { loadContinuePage, loadCopyPage, loadLinkPage } from '../features/patient-links/routes';
import { loadReminderStopPage } from '../features/reminders-stop/routes';
import {
  loadActivateTrialPage,
  loadSignupPage,
  loadSignupSuccessPage,
} from '../features/signup/routes';

/**
 * The pages anyone can open without signing in, each its own chunk loaded when opened: a patient
 * link or the landing page downloads the shared entry and its own page, never the staff console.
 */
export interface PublicPage {
  path: string;
  load: () => Promise<ComponentType>;
}

/**
 * A page that loads its data through TanStack Query: the library and the app's cache come with
 * the page (QueryProvider.tsx). The patient links do without (lib/sharedLoad.ts), so it stays
 * out of their first load.
 */
const withQueries =
  (load: () => Promise<ComponentType>): PublicPage['load'] =>
  () =>
    Promise.all([import('./QueryProvider'), load()]).then(([m, Page]) => m.withQueries(Page));

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/landing',
    load: withQueries(loadLandingPage),
  },
  { path: '/help', load: () => loadInfoPages().then((m) => m.HelpPage) },
  {
    path: '/privacy',
    load: () => loadInfoPages().then((m) => m.PrivacyPage),
  },
  { path: '/terms', load: () => loadInfoPages().then((m) => m.TermsPage) },
  // Issue 20: the Business Associate Agreement every clinic accepts at signup.
  { path: '/baa', load: () => loadInfoPages().then((m) => m.BaaPage) },
  {
    path: '/support',
    load: () => loadInfoPages().then((m) => m.SupportPage),
  },
  {
    path: '/signup',
    load: withQueries(loadSignupPage),
  },
  // Security III: a free trial's e-mailed activation link.
  {
    path: '/activate/:token',
    load: withQueries(loadActivateTrialPage),
  },
  {
    path: '/signup-success',
    load: loadSignupSuccessPage,
  },
  // Login e-mail change confirmations (decision 24): opened from a mail, often signed out.
  {
    path: '/email-change/:token',
    load: withQueries(loadEmailChangePage),
  },
  // Patient links: never the staff console's code.
  {
    path: '/form-fill/:id',
    load: () => loadLinkPage('form'),
  },
  {
    path: '/forms-fill/:id',
    load: () => loadLinkPage('bucket'),
  },
  // Issue 19: the clinic's tablet in kiosk mode (its own credential, never a staff session).
  {
    path: '/kiosk',
    load: withQueries(loadKioskPage),
  },
  // Continue on another device: the QR code's address carries the code; typed, it is asked for.
  {
    path: '/continue/:code?',
    load: loadContinuePage,
  },
  // The patient's e-mailed copy of what they signed, behind their birth date.
  {
    path: '/copy/:token',
    load: withQueries(loadCopyPage),
  },
  // A reminder e-mail's stop link: opened from the patient's mail, never signed in.
  {
    path: '/reminders/stop/:token',
    load: withQueries(loadReminderStopPage),
  },
];

/**
 * Whether a pattern of the table matches a path, as the router matches it (`:name` one segment,
 * `:name?` an optional one, a trailing slash allowed, any letter case), without the router:
 * main.tsx asks before the router's code is here.
 */
export function matchesPublicPath(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i').test(pathname);
}

/** Public pages whose code main.tsx fetched before the first render, by path. */
export const preloadedPages = new Map<string, ComponentType>();

/**
 * Fetches the code of the public page at this address before the first render, when the server
 * sent the page's HTML already (a prerendered page or a patient link's frame): React's first
 * render then draws the page in its place, never a loading spinner over painted content.
 */
export async function preloadPublicPage(pathname: string): Promise<void> {
  const page = PUBLIC_PAGES.find(({ path }) => matchesPublicPath(path, pathname));
  if (page) preloadedPages.set(page.path, await page.load());
}

/** The paths the build prerenders (build/prerender.ts); main.tsx draws them without the router. */
export const PRERENDERED_PATHS = ['/landing', '/terms', '/privacy', '/baa'];

/** The prerendered page at this address, its code fetched; undefined for any other address. */
export function loadPrerenderedPage(pathname: string): Promise<ComponentType> | undefined {
  const path = PRERENDERED_PATHS.find((p) => matchesPublicPath(p, pathname));
  return PUBLIC_PAGES.find((page) => page.path === path)?.load();
}
