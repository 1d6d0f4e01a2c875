import { Alert, List, Text } from '@mantine/core';
import { VALIDATION_NOTICE_TITLE, patientPageTexts, type FieldErrors } from '@paperless/core';
import { english, useT, type Translate } from '../patient-language';

const p = patientPageTexts;

/** How many answers need attention, in words a patient reads first. */
export function validationCount(errors: FieldErrors, t: Translate = english): string {
  const count = Object.keys(errors).length;
  return count === 1 ? t(p.answerToFix) : t(p.answersToFix, { count });
}

/**
 * The spec's one 'Validation Error' notice after a blocked submit, drawn in the page's flow
 * above the submit button rather than as a floating toast: on a phone a toast covered the top
 * of the screen and sat over the signature dialog's tabs. It stays compact (the count, then the
 * messages in a box of bounded height that scrolls) and closes with a named button.
 */
export function ValidationNotice({
  errors,
  onClose,
}: {
  errors: FieldErrors;
  onClose: () => void;
}) {
  const t = useT();
  const messages = Object.values(errors).flat();
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      title={t(VALIDATION_NOTICE_TITLE)}
      role="alert"
      withCloseButton
      closeButtonLabel={t(p.closeNotice)}
      onClose={onClose}
      mt="lg"
      data-testid="validation-notice"
    >
      <Text size="sm" fw={600}>
        {validationCount(errors, t)}
      </Text>
      {/* Scrolls inside itself, so a long list never pushes the submit button off a phone.
          Focusable and named, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
      <List
        size="sm"
        mt={4}
        spacing={2}
        mah="6.5rem"
        style={{ overflowY: 'auto' }}
        tabIndex={0}
        aria-label={t(p.answersList)}
      >
        {messages.map((message, index) => (
          <List.Item key={`${index}-${message}`}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
