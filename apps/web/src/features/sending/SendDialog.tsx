import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LINK_TTL_DAYS, sendingMessages, type PatientLanguage } from '@paperless/core';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { notifySuccess } from '../../ui/notify';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { LanguageSelect } from './LanguageSelect';
import { RecipientInput } from './RecipientInput';
import { commitText, emptyField, hasRecipient, type RecipientField } from './recipients';
import { useSend, useSendDefaults } from './sendingApi';
import type { SendTarget } from './target';
import { emptyVisit, VisitFields, withServerErrors, type VisitField } from './VisitFields';

export type { SendTarget } from './target';

export interface SendDialogProps {
  target: SendTarget | null;
  /** The company acted on; provider staff pass it from the company detail page. */
  companyId?: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * The spec's failure texts (section 8), shown in the dialog: a form says 'Something went
 * wrong.'; a bucket tells a refused send from one that never reached the server. A refusal
 * the server explains (a deleted form, an empty bucket) adds its reason.
 */
function failureOf(kind: SendTarget['kind'], error: unknown): { title: string; text: string[] } {
  const answered = error instanceof ApiError && error.status > 0;
  const reason = answered && error.status < 500 ? [error.message] : [];
  if (kind === 'form') {
    return {
      title: sendingMessages.formFailedTitle,
      text: [sendingMessages.formFailed, ...reason],
    };
  }
  return {
    title: sendingMessages.formFailedTitle,
    text: [answered ? sendingMessages.bucketFailed : sendingMessages.bucketError, ...reason],
  };
}

/** Sends a form or a bucket: each e-mail address and phone number gets its own link. */
export function SendDialog({ target, companyId, opened, onClose }: SendDialogProps) {
  const [emails, setEmails] = useState<RecipientField>(emptyField);
  const [phones, setPhones] = useState<RecipientField>(emptyField);
  const [visit, setVisit] = useState<VisitField>(emptyVisit);
  const [failure, setFailure] = useState<{ title: string; text: string[] } | null>(null);
  // The dialog opens quiet: 'no recipient' is said only once Send was pressed (issue 20).
  const [attempted, setAttempted] = useState(false);
  // Null: not chosen here, so the clinic's default (once known) is the one shown and sent.
  const [chosenLanguage, setChosenLanguage] = useState<PatientLanguage | null>(null);
  const [languageError, setLanguageError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);
  const send = useSend();
  const defaults = useSendDefaults(companyId, opened);
  const language = chosenLanguage ?? defaults.data?.patient_language ?? null;
  const kind = target?.kind ?? 'form';

  const reset = () => {
    setEmails(emptyField);
    setPhones(emptyField);
    setVisit(emptyVisit);
    setFailure(null);
    setAttempted(false);
    setChosenLanguage(null);
    setLanguageError(undefined);
    send.reset();
  };
  const close = () => {
    if (send.isPending) return;
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Text not yet turned into a chip counts: commit it first, and stop on an invalid entry.
    const e = commitText(emails, 'email');
    const p = commitText(phones, 'phone');
    setEmails(e);
    setPhones(p);
    setAttempted(true);
    // Focus goes where the message is, so a screen reader reads it with the field.
    if (!hasRecipient(e, p)) emailRef.current?.focus();
    if (!target || e.error || p.error || !hasRecipient(e, p)) return;
    setFailure(null);
    const request = {
      target,
      emails: e.values,
      phones: p.values,
      companyId,
      visitAt: visit.visitAt,
      patientName: visit.patientName,
      language: language ?? undefined,
    };
    send.mutate(request, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        reset();
        onClose();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.errors : undefined;
        // A refusal that names fields goes under them (a number that replied STOP, a visit in
        // the past), all of them at once.
        const named = ['emails', 'phone_numbers', 'visit_at', 'patient_name', 'language'];
        if (fields && named.some((name) => fields[name])) {
          setVisit((current) => withServerErrors(current, fields));
          setLanguageError(fields.language?.join(' '));
          setEmails({ ...e, error: fields.emails?.join(' ') ?? null });
          setPhones({ ...p, error: fields.phone_numbers?.join(' ') ?? null });
          return;
        }
        setFailure(failureOf(kind, error));
      },
    });
  };

  const ready = hasRecipient(emails, phones);
  const noRecipient = attempted && !ready ? sendingMessages.noRecipient : null;
  return (
    <ResponsiveModal
      opened={opened}
      onClose={close}
      title={kind === 'form' ? 'Send Form' : 'Send Bucket'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            <Text span fw={600}>
              {target?.title}
            </Text>{' '}
            — each recipient gets a personal link that expires in {LINK_TTL_DAYS} days.
          </Text>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle />} title={failure.title} role="alert">
              {failure.text.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Alert>
          )}
          <RecipientInput
            kind="email"
            label="Email addresses"
            description="Press Enter or comma after each address."
            placeholder="patient@example.com"
            field={emails}
            onChange={setEmails}
            error={noRecipient}
            inputRef={emailRef}
            disabled={send.isPending}
          />
          <RecipientInput
            kind="phone"
            label="Phone numbers"
            description="Press Enter or comma after each number (7 to 15 digits)."
            placeholder="(512) 555-0142"
            field={phones}
            onChange={setPhones}
            disabled={send.isPending}
          />
          <VisitFields value={visit} onChange={setVisit} disabled={send.isPending} />
          <LanguageSelect
            value={language}
            onChange={(chosen) => {
              setChosenLanguage(chosen);
              setLanguageError(undefined);
            }}
            disabled={send.isPending}
            error={languageError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            {/* Looks and reads disabled with no recipient (the spec), yet a press still says
                why, where a disabled button would do nothing at all. */}
            <Button
              type="submit"
              data-disabled={!ready || undefined}
              aria-disabled={!ready || undefined}
              loading={send.isPending}
            >
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
