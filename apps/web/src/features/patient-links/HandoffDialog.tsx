import { Alert, Button, Code, Modal, Stack, Text } from '@mantine/core';
import { draftWithoutSignatures, handoffDobSchema, handoffMessages } from '@paperless/core';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PublicCallFailure } from '../../lib/publicCall';
import { useAction } from '../../lib/useAction';
import { DateInput } from '../form-engine';
import { readDraft } from './draft';
import { continueUrl, createHandoff, dobOfDraft } from './HandoffApi';
import { useT } from '../patient-language';

const m = handoffMessages;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/**
 * The hand-off dialog (issue 19), loaded on first use: the patient confirms their birth date
 * (prefilled when a form already holds it), the page sends it with the latest draft, and shows
 * the QR code and the code to type, valid 15 minutes and once.
 */
export default function HandoffDialog(props: {
  token: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { token } = props;
  const t = useT();
  const [dob, setDob] = useState(() => dobOfDraft(readDraft(token)) ?? '');
  const make = useAction(() => {
    const draft = readDraft<object>(token);
    return createHandoff(token, {
      dob,
      ...(draft ? { draft: draftWithoutSignatures(draft) } : {}),
    });
  });
  const [checked, setChecked] = useState<string | undefined>();
  const failure = make.error;
  const fieldError =
    checked ?? (failure instanceof PublicCallFailure ? failure.errors?.dob?.join(' ') : undefined);
  const otherError = failure && !fieldError ? failure.message || m.codeExpired : undefined;
  const made = make.data;
  // The button pressed is gone once the code shows: focus goes to the code, named by its label.
  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (made) codeRef.current?.focus();
  }, [made]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule and message, checked here first.
    const parsed = handoffDobSchema.safeParse(dob);
    setChecked(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) make.mutate();
  };
  const close = () => {
    props.onClose();
    make.reset();
    // Opened again later: the birth date as the form then holds it.
    setDob((typed) => dobOfDraft(readDraft(token)) ?? typed);
    setChecked(undefined);
  };

  return (
    <Modal opened={props.opened} onClose={close} title={t(m.dialogTitle)} centered>
      {made ? (
        <Stack align="center" gap="sm" ta="center">
          <Text size="sm">{t(m.scanHint)}</Text>
          <QRCodeSVG
            value={continueUrl(made.code)}
            size={192}
            marginSize={2}
            role="img"
            aria-label={t(m.qrLabel)}
            title={t(m.qrLabel)}
          />
          <Text size="sm" fw={500}>
            {continueUrl()}
          </Text>
          <Text size="sm" c="dimmed" id="handoff-code-label">
            {t(m.codeLabel)}
          </Text>
          <Code
            aria-labelledby="handoff-code-label"
            ref={codeRef}
            tabIndex={-1}
            fz={32}
            fw={700}
            px="md"
            py={4}
            style={{ letterSpacing: '0.12em' }}
            data-testid="handoff-code"
          >
            {made.code}
          </Code>
          <Text size="sm">{t(m.validUntil(timeOf(made.expires_at)))}</Text>
          <Text size="sm" c="dimmed">
            {t(m.signAgain)}
          </Text>
          <Button fullWidth onClick={close}>
            {t(m.done)}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack>
            <Text size="sm">{t(m.dobIntro)}</Text>
            <DateInput
              label={t(m.dobLabel)}
              name="dob"
              required
              dialogFocus
              value={dob}
              onChange={setDob}
              error={fieldError && t(fieldError)}
            />
            {otherError && (
              <Alert color="red" variant="light" role="alert">
                {t(otherError)}
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              {t(m.codeLife)}
            </Text>
            <Button type="submit" loading={make.isPending}>
              {t(m.makeCode)}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
