import { BucketsPanel } from './BucketsPanel';

/** The Bucket tab of a client's detail page (provider staff). */
export function CompanyBucketsTab({ companyId }: { companyId: number }) {
  return <BucketsPanel companyId={companyId} />;
}
