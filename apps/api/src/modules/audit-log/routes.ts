import type { RoutesPlugin } from '../../lib/route-kit.js';

/** The audit log screen's routes (issue 7): filled in by the audit-log work. */
export const auditLogRoutes: RoutesPlugin = async () => {};
