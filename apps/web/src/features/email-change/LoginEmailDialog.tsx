import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { selfEmailChangeSchema } from '@paperless/core';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ReauthCancelled, useReauth } from '../account-security';
import { useSignedInSession } from '../../lib/session';
import { useCancelOwnChange, useOwnEmailChange, useRequestOwnChange } from './emailChangeApi';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * The holder changes their own login e-mail: after confirming their password (the server asks
 * for it), only the new address must confirm by its link.
 */
export function LoginEmailDialog({ opened, onClose }: Props) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Change login e-mail">
      {opened && <LoginEmailBody />}
    </ResponsiveModal>
  );
}

function LoginEmailBody() {
  const { user } = useSignedInSession();
  const pending = useOwnEmailChange();
  const request = useRequestOwnChange();
  const cancel = useCancelOwnChange();
  const { guard, prompt } = useReauth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const parsed = selfEmailChangeSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const answer = await guard(() => request.mutateAsync(parsed.data.email));
      notifySuccess(answer.message);
      setEmail('');
    } catch (failure) {
      if (failure instanceof ReauthCancelled) return;
      if (failure instanceof ApiError && failure.errors?.email) setError(failure.errors.email[0]);
      else notifyError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const waiting = pending.data?.data;
  return (
    <Stack>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        You sign in with <strong>{user.email}</strong>.
      </Text>
      {waiting && (
        <Alert color="blue" role="status" title="E-mail change pending">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Waiting for confirmation: <strong>{waiting.new_email}</strong> — open the link we sent
            to it.
          </Text>
          <Button
            mt="xs"
            size="xs"
            variant="default"
            loading={cancel.isPending}
            onClick={async () => notifySuccess((await cancel.mutateAsync()).message)}
          >
            Cancel change
          </Button>
        </Alert>
      )}
      <TextInput
        label="New login e-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={error}
        description="We send a link to the new address; the change takes effect once it is confirmed."
      />
      <Group justify="flex-end">
        <Button loading={request.isPending} onClick={submit}>
          Change login e-mail
        </Button>
      </Group>
      {prompt}
    </Stack>
  );
}
