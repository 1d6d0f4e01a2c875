import { ComingSoon } from '../../ui/ComingSoon';

export function FinancePage() {
  return <ComingSoon title="FinancePage" />;
}
