import { ComingSoon } from '../../ui/ComingSoon';

/** The audit log screen (issue 7): filled in by the audit-log work. */
export function AuditLogPage() {
  return <ComingSoon title="Audit Log" />;
}
