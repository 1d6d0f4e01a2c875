import { PasswordInput, Stack, Text } from '@mantine/core';
import { messages } from '@paperless/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/formErrors';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { accountSecurityApi } from './accountSecurityApi';
import { FormActions } from '../../ui/FormActions';
import { CodeInput } from './CodeInput';

interface ReauthModalProps {
  opened: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * Asks for the password again before a sensitive change (the server's 403 re-auth answer). When
 * the account has two-factor sign-in the server asks for a current code too (422 on `code`):
 * the code field then appears under the password.
 */
export function ReauthModal({ opened, onConfirmed, onCancel }: ReauthModalProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = (confirmed: boolean) => {
    setPassword('');
    setCode('');
    setNeedsCode(false);
    setError(null);
    setCodeError(null);
    if (confirmed) onConfirmed();
    else onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(messages.required);
    setPending(true);
    setError(null);
    setCodeError(null);
    try {
      await accountSecurityApi.reauth(password, needsCode ? code.trim() : undefined);
      close(true);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.errors : undefined;
      if (fields?.code) {
        setNeedsCode(true);
        setCodeError(fields.code.join(' '));
      } else {
        setError(fields?.password ? fields.password.join(' ') : errorMessage(failure));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <ResponsiveModal opened={opened} onClose={() => close(false)} title="Confirm your password">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Text size="sm">{messages.reauthRequired}.</Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          {needsCode && (
            <CodeInput
              label="6-digit code from your authenticator app"
              maxLength={6}
              value={code}
              onChange={setCode}
              error={codeError}
              autoFocus
            />
          )}
          <FormActions onCancel={() => close(false)} submitLabel="Confirm" loading={pending} />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
