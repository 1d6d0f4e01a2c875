import { Alert } from '@mantine/core';
import { patientPageTexts, templateSubmissionError } from '@paperless/core';
import { useT } from '../patient-language';

/** The message a failed submit shows: the error's own, or the spec's general one. */
export function submissionMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : templateSubmissionError.text;
}

/** `message`: the server's (already in the link's language) or an English one, translated here. */
export function SubmissionError({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useT();
  return (
    <Alert
      color="red"
      title={t(templateSubmissionError.title)}
      role="alert"
      withCloseButton
      closeButtonLabel={t(patientPageTexts.dismiss)}
      onClose={onClose}
      mt="lg"
    >
      {t(message)}
    </Alert>
  );
}
