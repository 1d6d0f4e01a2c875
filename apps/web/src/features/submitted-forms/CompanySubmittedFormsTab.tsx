import { submissionMessages } from '@paperless/core';
import { SubmittedFormsPanel } from './SubmittedFormsPanel';

/** The Submitted Forms tab of a client's detail page (provider staff act on that company). */
export function CompanySubmittedFormsTab({ companyId }: { companyId: number }) {
  return <SubmittedFormsPanel companyId={companyId} emptyText={submissionMessages.emptyCompany} />;
}
