import { ComingSoon } from '../../ui/ComingSoon';

export function StaffUsersPage() {
  return <ComingSoon title="StaffUsersPage" />;
}
