import { submissionMessages } from '@paperless/core';
import { ListScreen } from '../../ui/ListScreen';
import { SubmittedFormsPanel } from './SubmittedFormsPanel';

/** /submitted-forms: the signed-in clinic user's own patients and their PDFs. */
export function SubmittedFormsPage() {
  return (
    <ListScreen
      title="Submitted Forms"
      description="Patients who completed your forms, with a PDF of each form."
    >
      <SubmittedFormsPanel emptyText={submissionMessages.emptyOwn} />
    </ListScreen>
  );
}
