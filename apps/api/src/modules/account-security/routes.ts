import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Two-factor sign-in and active sessions (issue 7): filled in by the account-security work. */
export const accountSecurityRoutes: RoutesPlugin = async () => {};
