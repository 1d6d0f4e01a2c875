import { Center, Loader } from '@mantine/core';
import { APP_ROUTES } from '@paperless/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { NewPasswordPage } from '../features/auth/NewPasswordPage';
import { InternalServerPage } from '../features/status/InternalServerPage';
import { NotFoundPage } from '../features/status/NotFoundPage';
import { RequireSession, RouteGate } from './guards';
import { screenFor } from './screens';

// Patient links load their own small chunk: never the staff console's code.
const FormFillPage = lazy(() =>
  import('../features/patient-fill/FormFillPage').then((m) => ({ default: m.FormFillPage })),
);
const BucketFillPage = lazy(() =>
  import('../features/patient-fill/BucketFillPage').then((m) => ({ default: m.BucketFillPage })),
);

// The landing page and signup are public too: their own chunks, no staff console.
const LandingPage = lazy(() =>
  import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const infoPage = (name: 'HelpPage' | 'PrivacyPage' | 'TermsPage' | 'SupportPage') =>
  lazy(() => import('../features/landing/InfoPages').then((m) => ({ default: m[name] })));
const HelpPage = infoPage('HelpPage');
const PrivacyPage = infoPage('PrivacyPage');
const TermsPage = infoPage('TermsPage');
const SupportPage = infoPage('SupportPage');
const SignupPage = lazy(() =>
  import('../features/signup/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const SignupSuccessPage = lazy(() =>
  import('../features/signup/SignupSuccessPage').then((m) => ({ default: m.SignupSuccessPage })),
);

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
      { path: '/landing', element: publicLazy(<LandingPage />) },
      { path: '/help', element: publicLazy(<HelpPage />) },
      { path: '/privacy', element: publicLazy(<PrivacyPage />) },
      { path: '/terms', element: publicLazy(<TermsPage />) },
      { path: '/support', element: publicLazy(<SupportPage />) },
      { path: '/signup', element: publicLazy(<SignupPage />) },
      { path: '/signup-success', element: publicLazy(<SignupSuccessPage />) },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgotpassword', element: <ForgotPasswordPage /> },
      { path: '/new-password/:id', element: <NewPasswordPage /> },
      { path: '/form-fill/:id', element: publicLazy(<FormFillPage />) },
      { path: '/forms-fill/:id', element: publicLazy(<BucketFillPage />) },
      { path: '/notfound', element: <NotFoundPage /> },
      { path: '/internalserver', element: <InternalServerPage /> },
      {
        element: <RequireSession />,
        children: APP_ROUTES.map((route) => ({
          path: route.path,
          element: <RouteGate route={route}>{screenFor(route)}</RouteGate>,
        })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
