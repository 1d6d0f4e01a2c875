import { Code, Group, Stack, Text } from '@mantine/core';
import { messages, type MfaSetupResponse } from '@paperless/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/formErrors';
import { QrCode } from './QrCode';
import { FormActions } from '../../ui/FormActions';
import { CodeInput } from './CodeInput';

interface TotpSetupPanelProps {
  setup: MfaSetupResponse;
  pending: boolean;
  /** Sends the code; a rejection's message goes under the field. */
  onConfirm: (code: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** Groups the secret in fours, as authenticator apps show it, for typing by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Enrolment: scan the QR code (or type the secret), then confirm with the app's first code. */
export function TotpSetupPanel({ setup, pending, onConfirm, onCancel }: TotpSetupPanelProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = code.replace(/\s+/g, '');
    if (!clean) return setError(messages.required);
    if (!/^\d{6}$/.test(clean)) return setError(messages.mfaCodeFormat);
    setError(null);
    try {
      await onConfirm(clean);
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors?.code)
        setError(failure.errors.code.join(' '));
      else if (failure instanceof Error && failure.name !== 'ReauthCancelled')
        setError(errorMessage(failure));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <Text size="sm">
          1. Scan this QR code with an authenticator app (for example Google Authenticator,
          Microsoft Authenticator or 1Password).
        </Text>
        <Group justify="center">
          <QrCode value={setup.otpauth_uri} label="QR code for your authenticator app" />
        </Group>
        <Text size="sm">Can’t scan it? Enter this key in the app instead:</Text>
        <Code
          block
          aria-label="Secret key"
          data-testid="totp-secret"
          style={{ wordBreak: 'break-all' }}
        >
          {grouped(setup.secret)}
        </Code>
        <CodeInput
          label="2. Enter the 6-digit code the app shows"
          maxLength={7}
          value={code}
          onChange={setCode}
          error={error}
        />
        <FormActions onCancel={onCancel} submitLabel="Turn on two-factor" loading={pending} />
      </Stack>
    </form>
  );
}
