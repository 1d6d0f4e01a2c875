import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Self-signup: the payment of the first month and POST /api/register-client. */
export const signupRoutes: RoutesPlugin = async () => {};
