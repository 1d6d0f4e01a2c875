import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MfaSetupResponse } from '@paperless/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { accountSecurityApi, MFA_STATUS_KEY, useMfaStatus } from './accountSecurityApi';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpSetupPanel } from './TotpSetupPanel';
import { ReauthCancelled } from './useReauth';

type Step =
  | { kind: 'status' }
  | { kind: 'setup'; setup: MfaSetupResponse }
  | { kind: 'codes'; codes: string[] };

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

/** Two-factor status, enrolment, new recovery codes and turning it off. */
export function TwoFactorSection({ guard }: { guard: Guard }) {
  const status = useMfaStatus();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY });
  // Every change goes through the re-auth guard; a closed password prompt is not an error.
  const run = async <T,>(action: () => Promise<T>, done: (result: T) => void) => {
    setBusy(true);
    try {
      done(await guard(action));
    } catch (error) {
      if (!(error instanceof ReauthCancelled)) notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'setup') {
    return (
      <TotpSetupPanel
        setup={step.setup}
        pending={busy}
        onCancel={() => setStep({ kind: 'status' })}
        onConfirm={async (code) => {
          setBusy(true);
          try {
            const { message, recovery_codes } = await guard(() => accountSecurityApi.enable(code));
            notifySuccess(message);
            setStep({ kind: 'codes', codes: recovery_codes });
            await refresh();
          } finally {
            setBusy(false);
          }
        }}
      />
    );
  }
  if (step.kind === 'codes') {
    return <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'status' })} />;
  }
  if (!status.data) return <Skeleton height={80} />;
  const { enabled, recovery_codes_left, required } = status.data;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Two-factor sign-in
        </Title>
        <Badge color={enabled ? 'teal' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {enabled
          ? `Signing in asks for a code from your authenticator app. Recovery codes left: ${recovery_codes_left}.`
          : 'Add a code from an authenticator app on your phone to your password when you sign in.'}
      </Text>
      <Group>
        {enabled ? (
          <>
            <Button
              variant="default"
              loading={busy}
              onClick={() =>
                void run(accountSecurityApi.regenerateCodes, ({ recovery_codes }) => {
                  setStep({ kind: 'codes', codes: recovery_codes });
                  void refresh();
                })
              }
            >
              New recovery codes
            </Button>
            {!required && (
              <Button
                color="red"
                variant="light"
                loading={busy}
                onClick={() =>
                  void run(accountSecurityApi.disable, ({ message }) => {
                    notifySuccess(message);
                    void refresh();
                  })
                }
              >
                Turn off two-factor
              </Button>
            )}
          </>
        ) : (
          <Button
            loading={busy}
            onClick={() =>
              void run(accountSecurityApi.setup, (setup) => setStep({ kind: 'setup', setup }))
            }
          >
            Set up two-factor
          </Button>
        )}
      </Group>
    </Stack>
  );
}
