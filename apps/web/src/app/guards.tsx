import { canOpenRoute, type AppRoute } from '@paperless/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession, useSignedInSession } from '../lib/session';
import { AppLayout } from '../features/layout';
import { NoAccessPage } from '../features/status/routes';

/** Every signed-in route sits below this: no session, no shell, straight to /login. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <AppLayout />;
}

/**
 * The route table's rule, applied per screen. The server refuses the calls anyway (403); this
 * only spares the user a screen full of errors.
 */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { user, permissions } = useSignedInSession();
  if (!canOpenRoute(route, { kind: user.user_type, permissions })) return <NoAccessPage />;
  return children;
}
