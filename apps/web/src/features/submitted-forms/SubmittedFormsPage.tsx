import { Paper } from '@mantine/core';
import { submissionMessages } from '@paperless/core';
import { PageHeader } from '../../ui/PageHeader';
import { SubmittedFormsPanel } from './SubmittedFormsPanel';

/** /submitted-forms: the signed-in clinic user's own patients and their PDFs. */
export function SubmittedFormsPage() {
  return (
    <>
      <PageHeader
        title="Submitted Forms"
        description="Patients who completed your forms, with a PDF of each form."
      />
      <Paper withBorder p="md">
        <SubmittedFormsPanel emptyText={submissionMessages.emptyOwn} />
      </Paper>
    </>
  );
}
