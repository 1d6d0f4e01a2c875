import { ComingSoon } from '../../ui/ComingSoon';

export function DashboardPage() {
  return <ComingSoon title="DashboardPage" />;
}
