import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until this screen is built; the route table already points here. */
export function CompanyBucketsTab(_props: { companyId: number }) {
  return <ComingSoon title="Bucket" />;
}
