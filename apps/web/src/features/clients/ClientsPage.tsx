import { ComingSoon } from '../../ui/ComingSoon';

export function ClientsPage() {
  return <ComingSoon title="ClientsPage" />;
}
