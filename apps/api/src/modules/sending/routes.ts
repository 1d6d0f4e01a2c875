import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Sending forms and buckets: one link per recipient, the sent-links list, resend. */
export const sendingRoutes: RoutesPlugin = async () => {};
