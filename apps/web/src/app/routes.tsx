import { Center, Loader } from '@mantine/core';
import { APP_ROUTES, type AppRoute } from '@paperless/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, type RouteObject } from 'react-router';
import { InternalServerPage } from '../features/status/InternalServerPage';
import { NotFoundPage } from '../features/status/NotFoundPage';
import { PUBLIC_PAGES } from './publicPages';

// A spinner while a public page's chunk arrives: a phone on a slow network shows it for a while.
const publicLazy = (page: ReactNode) => (
  <Suspense
    fallback={
      <Center mih="60vh">
        <Loader aria-label="Loading" role="status" />
      </Center>
    }
  >
    {page}
  </Suspense>
);

// The staff side loads through the router's lazy routes (fetched before the route renders, no
// spinner between chunks): the providers and sign-in pages first, the console's shell and each
// screen's code only once signed in. None of it is in the entry chunk that public pages load.
const staffPage =
  (name: 'LoginPage' | 'ForgotPasswordPage' | 'NewPasswordPage'): RouteObject['lazy'] =>
  () =>
    import('./staffRoutes').then((m) => ({ Component: m[name] }));

const consoleScreen =
  (route: AppRoute): RouteObject['lazy'] =>
  () =>
    import('./console').then((m) => ({ element: m.gatedScreen(route) }));

/** Public pages whose code main.tsx fetched before the first render, by path. */
const preloaded = new Map<string, ComponentType>();

/**
 * Fetches the code of the public page at this address before the first render, when the server
 * sent the page's HTML already (a prerendered page or a patient link's frame): React's first
 * render then draws the page in its place, never a loading spinner over painted content.
 */
export async function preloadPublicPage(pathname: string): Promise<void> {
  const page = PUBLIC_PAGES.find(({ path }) => matchPath(path, pathname));
  if (page) preloaded.set(page.path, await page.load());
}

// Public pages from the shared table (publicPages.ts): each its own chunk, no staff console.
const publicRoutes: RouteObject[] = PUBLIC_PAGES.map(({ path, load }) => {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function PublicRoute() {
    const Loaded = preloaded.get(path);
    return publicLazy(Loaded ? <Loaded /> : <Lazy />);
  }
  return { path, element: <PublicRoute /> };
});

/**
 * Public screens first, then every signed-in route from the shared route table (so the guard,
 * the sidebar and the server agree on one list), then not-found for anything else.
 */
export const appRoutes: RouteObject[] = [
  {
    // A render error anywhere below lands on the plain-words 500 page instead of a blank screen.
    errorElement: <InternalServerPage />,
    children: [
      { path: '/', element: <Navigate to="/landing" replace /> },
      ...publicRoutes,
      { path: '/notfound', element: <NotFoundPage /> },
      { path: '/internalserver', element: <InternalServerPage /> },
      {
        lazy: () => import('./staffRoutes').then((m) => ({ Component: m.StaffRoot })),
        children: [
          { path: '/login', lazy: staffPage('LoginPage') },
          { path: '/forgotpassword', lazy: staffPage('ForgotPasswordPage') },
          { path: '/new-password/:id', lazy: staffPage('NewPasswordPage') },
          {
            lazy: () => import('./console').then((m) => ({ Component: m.RequireSession })),
            children: APP_ROUTES.map((route) => ({
              path: route.path,
              lazy: consoleScreen(route),
            })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
