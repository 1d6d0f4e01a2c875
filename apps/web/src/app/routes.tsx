import { Center, Loader } from '@mantine/core';
import { APP_ROUTES, type AppRoute } from '@paperless/core';
import { createElement, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, type RouteObject } from 'react-router';
import { LinkAddressContext } from '../features/patient-links';
import { InternalServerPage, NotFoundPage } from '../features/status/routes';
import { preloadedPages, PUBLIC_PAGES } from './publicPages';

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
  (
    name: 'LoginPage' | 'ForgotPasswordPage' | 'NewPasswordPage' | 'UnlockPage',
  ): RouteObject['lazy'] =>
  () =>
    import('./staffRoutes').then((m) => ({ Component: m[name] }));

const consoleScreen =
  (route: AppRoute): RouteObject['lazy'] =>
  () =>
    import('./console').then((m) => ({ element: m.gatedScreen(route) }));

/**
 * The link's address for the patient pages (features/patient-links/linkAddress.tsx), through the
 * router here; a patient link opened directly goes without it (PatientLinkRoot.tsx).
 */
function RouterLinkAddress({ children }: { children: ReactNode }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const address = useMemo(
    () => ({ token: id, replace: (to: string) => void navigate(to, { replace: true }) }),
    [id, navigate],
  );
  return <LinkAddressContext.Provider value={address}>{children}</LinkAddressContext.Provider>;
}

// Public pages from the shared table (publicPages.ts): each its own chunk, no staff console.
const publicRoutes: RouteObject[] = PUBLIC_PAGES.map(({ path, load }) => {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function PublicRoute() {
    // The same component on every render: main.tsx sets a page's entry once, before the first.
    return publicLazy(createElement(preloadedPages.get(path) ?? Lazy));
  }
  return {
    path,
    element: (
      <RouterLinkAddress>
        <PublicRoute />
      </RouterLinkAddress>
    ),
  };
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
          // Security III: the owner's e-mailed link past the ceiling of failed sign-ins.
          { path: '/unlock/:token', lazy: staffPage('UnlockPage') },
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
