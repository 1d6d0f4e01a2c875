// The audit log: who did what and when, filtered and paged.

/** The audit log screen, its own chunk: loaded when first opened. */
export const loadAuditLogPage = () => import('./AuditLogPage').then((m) => m.AuditLogPage);
