import { Alert } from '@mantine/core';
import { templateSubmissionError } from '@paperless/core';

/** The message a failed submit shows: the error's own, or the spec's general one. */
export function submissionMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : templateSubmissionError.text;
}

export function SubmissionError({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Alert
      color="red"
      title={templateSubmissionError.title}
      role="alert"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      mt="lg"
    >
      {message}
    </Alert>
  );
}
