import { saveSession, type Session } from '../lib/session';
import { json, stubApi } from './network';

/**
 * A signed-in session, and a server answering the shell's own calls (who is signed in, the
 * bell's notices) and `routes`, which may replace those answers too. Returns the fetch stub.
 */
export function serveSignedIn(
  session: Session,
  routes: Parameters<typeof stubApi>[0] = {},
  { remember = false }: { remember?: boolean } = {},
) {
  saveSession(session, remember);
  return stubApi({
    'GET /api/me': () => json(200, { user: session.user, permissions: session.permissions }),
    'GET /api/notifications': () => json(200, { data: [], unread: 0 }),
    ...routes,
  });
}
