import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { COMPANY_LIMITS, companyMessages, messages } from '@paperless/core';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { fieldErrorOf } from './clientErrors';
import { useSetCompanyStatus } from './clientsApi';

export interface StatusTarget {
  id: number;
  name: string;
  /** The status now; the dialog sets the other one. */
  status: 0 | 1;
}

interface CompanyStatusDialogProps {
  target: StatusTarget | null;
  opened: boolean;
  onClose: () => void;
}

/** Deactivate (with the reason the spec requires) or activate (a confirmation) a client. */
export function CompanyStatusDialog({ target, opened, onClose }: CompanyStatusDialogProps) {
  const deactivating = target?.status === 1;
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={deactivating ? 'Deactivate Client' : 'Activate Client'}
    >
      {/* Keyed by client and status, so every opening starts with an empty reason. */}
      {target && (
        <StatusForm key={`${target.id}-${target.status}`} target={target} onDone={onClose} />
      )}
    </ResponsiveModal>
  );
}

function StatusForm({ target, onDone }: { target: StatusTarget; onDone: () => void }) {
  const setStatus = useSetCompanyStatus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deactivating = target.status === 1;
  const empty = reason.trim() === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deactivating && empty) {
      setError(companyMessages.reasonRequired);
      return;
    }
    setStatus.mutate(
      deactivating
        ? { id: target.id, status: 0, reason: reason.trim() }
        : { id: target.id, status: 1 },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
        onError: (failure) => {
          const onReason = fieldErrorOf(failure, 'reason');
          if (onReason) setError(onReason);
          else notifyError(companyMessages.statusFailed);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {deactivating ? (
          <>
            <Text size="sm">
              Deactivating <strong>{target.name}</strong> suspends its subscription. Tell the clinic
              why.
            </Text>
            <Textarea
              label="Reason"
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              maxLength={COMPANY_LIMITS.reason}
              value={reason}
              data-autofocus
              onChange={(event) => {
                const next = event.currentTarget.value;
                setReason(next);
                // Cleared after typing: say at once why Submit went grey.
                setError(next.trim() === '' ? companyMessages.reasonRequired : null);
              }}
              onBlur={() => empty && reason !== '' && setError(companyMessages.reasonRequired)}
              error={error}
              description={
                reason.length >= COMPANY_LIMITS.reason
                  ? messages.maxLength(COMPANY_LIMITS.reason)
                  : undefined
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </>
        ) : (
          <Text size="sm">
            Activate <strong>{target.name}</strong>? Its users can sign in and its forms can be
            filled again.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            color={deactivating ? 'red' : 'teal'}
            disabled={deactivating && empty}
            loading={setStatus.isPending}
          >
            {deactivating ? 'Submit' : 'Activate'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
