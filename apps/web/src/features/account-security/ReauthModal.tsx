import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { messages } from '@paperless/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/formErrors';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { accountSecurityApi } from './accountSecurityApi';

interface ReauthModalProps {
  opened: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Asks for the password again before a sensitive change (the server's 403 re-auth answer). */
export function ReauthModal({ opened, onConfirmed, onCancel }: ReauthModalProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = (confirmed: boolean) => {
    setPassword('');
    setError(null);
    if (confirmed) onConfirmed();
    else onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(messages.required);
    setPending(true);
    try {
      await accountSecurityApi.reauth(password);
      close(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.errors?.password
          ? failure.errors.password.join(' ')
          : errorMessage(failure),
      );
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
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
