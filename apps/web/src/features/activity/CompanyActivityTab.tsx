import { ActivityPanel } from './ActivityPanel';

/** The company detail page's Activity tab: provider staff see and act on this clinic's links. */
export function CompanyActivityTab({ companyId }: { companyId: number }) {
  return <ActivityPanel companyId={companyId} />;
}
