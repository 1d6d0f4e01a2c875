import { Anchor, Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import { messages } from '@paperless/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/formErrors';
import { notifyError } from '../../ui/notify';
import { accountSecurityApi } from '../account-security';
import { useCompleteSignIn } from './useLogin';

interface MfaStepProps {
  challenge: string;
  remember: boolean;
  /** Back to the password: the challenge expired, ran out of tries, or the user chose so. */
  onRestart: () => void;
}

/** The second step of a two-factor sign-in: an app code, or one of the recovery codes. */
export function MfaStep({ challenge, remember, onRestart }: MfaStepProps) {
  const completeSignIn = useCompleteSignIn();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = value.replace(/\s+/g, '');
    if (!clean) return setError(messages.required);
    if (!recovery && !/^\d{6}$/.test(clean)) return setError(messages.mfaCodeFormat);
    setError(null);
    setPending(true);
    try {
      const session = await accountSecurityApi.loginMfa(
        recovery ? { challenge, recovery_code: clean } : { challenge, code: clean },
      );
      completeSignIn(session, remember);
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.errors : undefined;
      const fieldError = fieldErrors?.code ?? fieldErrors?.recovery_code;
      if (fieldError) {
        setError(fieldError.join(' '));
      } else {
        // Expired, used up or locked: the notice says why, and the password comes next.
        notifyError(errorMessage(failure));
        if (failure instanceof ApiError && (failure.status === 401 || failure.status === 429))
          onRestart();
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <Text size="sm">
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in.'
            : 'Open your authenticator app and enter the 6-digit code for Paperless Clinic.'}
        </Text>
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? 'Recovery code' : 'Two-factor code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          data-autofocus
          autoFocus
        />
        <Switch
          label="Use a recovery code"
          checked={recovery}
          onChange={(event) => {
            setRecovery(event.currentTarget.checked);
            setValue('');
            setError(null);
          }}
        />
        <Button type="submit" fullWidth loading={pending}>
          Verify
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
