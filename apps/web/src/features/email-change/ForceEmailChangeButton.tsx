import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { forceEmailChangeSchema, ROLE } from '@paperless/core';
import { ApiError } from '../../lib/api';
import { useState } from 'react';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useSignedInSession } from '../../lib/session';
import { useForceEmailChange } from './emailChangeApi';

/**
 * Super Admin only, and clearly apart from the form: changes a login e-mail without the
 * confirmations, with a reason. The old address is told and the account's sessions end.
 */
export function ForceEmailChangeButton({ userId }: { userId: number }) {
  const { user } = useSignedInSession();
  const [opened, setOpened] = useState(false);
  if (user.role !== ROLE.superAdmin) return null;
  return (
    <>
      <Button variant="outline" color="red" size="xs" onClick={() => setOpened(true)}>
        Force e-mail change
      </Button>
      {opened && <ForceDialog userId={userId} onClose={() => setOpened(false)} />}
    </>
  );
}

function ForceDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const force = useForceEmailChange(userId);
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const parsed = forceEmailChangeSchema.safeParse({ email, reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      notifySuccess((await force.mutateAsync(parsed.data)).message);
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]!])));
      else notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <ResponsiveModal opened onClose={onClose} title="Force e-mail change">
      <Stack>
        <Alert color="red">
          The login e-mail changes at once, without confirmation. The old address is told, every
          session of the account ends, and the change is recorded in the audit log.
        </Alert>
        <TextInput
          label="New login e-mail"
          type="email"
          withAsterisk
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <Textarea
          label="Reason"
          withAsterisk
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={force.isPending} onClick={submit}>
            Force change
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
