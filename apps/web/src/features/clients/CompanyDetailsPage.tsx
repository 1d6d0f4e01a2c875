import { ComingSoon } from '../../ui/ComingSoon';

export function CompanyDetailsPage() {
  return <ComingSoon title="CompanyDetailsPage" />;
}
