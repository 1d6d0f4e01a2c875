import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until this screen is built; the route table already points here. */
export function CompanyUsersPage() {
  return <ComingSoon title="User Management" />;
}
