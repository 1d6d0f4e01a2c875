import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { messages, type MfaEnrolLoginResponse } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { accountSecurityApi, RecoveryCodesPanel, TotpSetupPanel } from '../account-security';
import { useCompleteSignIn } from './useLogin';

interface MfaEnrolStepProps {
  setupToken: string;
  remember: boolean;
  onRestart: () => void;
}

/**
 * REQUIRE_STAFF_MFA: staff without two-factor set it up before their first session opens. The
 * session is stored only after the recovery codes have been shown.
 */
export function MfaEnrolStep({ setupToken, remember, onRestart }: MfaEnrolStepProps) {
  const completeSignIn = useCompleteSignIn();
  const [signedIn, setSignedIn] = useState<MfaEnrolLoginResponse | null>(null);
  const [pending, setPending] = useState(false);
  const setup = useQuery({
    queryKey: ['login', 'enrol', setupToken],
    queryFn: () => accountSecurityApi.enrolSetup(setupToken),
    // One secret per visit: refetching would replace the secret the user is scanning.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (signedIn) {
    const { recovery_codes, ...session } = signedIn;
    return (
      <RecoveryCodesPanel
        codes={recovery_codes}
        doneLabel="Continue"
        onDone={() => completeSignIn(session, remember)}
      />
    );
  }

  return (
    <Stack>
      <Alert color="blue" title="Set up two-factor sign-in">
        {messages.mfaRequiredForStaff} It takes a minute with an authenticator app on your phone.
      </Alert>
      {setup.isError ? (
        <Alert color="red">{errorMessage(setup.error)}</Alert>
      ) : !setup.data ? (
        <Skeleton height={300} />
      ) : (
        <TotpSetupPanel
          setup={setup.data}
          pending={pending}
          onConfirm={async (code) => {
            setPending(true);
            try {
              setSignedIn(await accountSecurityApi.enrolEnable(setupToken, code));
            } finally {
              setPending(false);
            }
          }}
        />
      )}
      <Anchor component="button" type="button" size="sm" onClick={onRestart}>
        Back to sign in
      </Anchor>
    </Stack>
  );
}
