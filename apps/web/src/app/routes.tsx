import { APP_ROUTES } from '@paperless/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { NewPasswordPage } from '../features/auth/NewPasswordPage';
import { InternalServerPage } from '../features/status/InternalServerPage';
import { NotFoundPage } from '../features/status/NotFoundPage';
import { PublicPlaceholderPage } from '../features/status/PublicPlaceholderPage';
import { RequireSession, RouteGate } from './guards';
import { screenFor } from './screens';

// Patient links load their own small chunk: never the staff console's code.
const FormFillPage = lazy(() =>
  import('../features/patient-fill/FormFillPage').then((m) => ({ default: m.FormFillPage })),
);
const BucketFillPage = lazy(() =>
  import('../features/patient-fill/BucketFillPage').then((m) => ({ default: m.BucketFillPage })),
);

const publicLazy = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

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
      { path: '/landing', element: <PublicPlaceholderPage title="Paperless Clinic" /> },
      { path: '/signup', element: <PublicPlaceholderPage title="Create your account" /> },
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
