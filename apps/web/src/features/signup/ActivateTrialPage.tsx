import { Alert, Button, Stack, Text } from '@mantine/core';
import { signupMessages } from '@paperless/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { failureMessage } from './outcome';
import { SignupDone } from './SignupResult';
import { SignupShell } from './SignupShell';
import { activateTrial } from './signupApi';

/**
 * /activate/:token, from the e-mail a free trial's signup sends (Security III). Opening the page
 * starts nothing (mail scanners open links too): the owner presses the button, and the clinic
 * is created then, its 14 days starting at that moment.
 */
export function ActivateTrialPage() {
  const { token = '' } = useParams();
  const activation = useMutation({ mutationFn: () => activateTrial(token) });
  const problem = activation.isError ? failureMessage(activation.error) : undefined;

  return (
    <SignupShell title="Start your free trial">
      {activation.data ? (
        <SignupDone message={activation.data.message} />
      ) : (
        <Stack>
          <Text>
            Thanks for confirming your email address. Your clinic is created when you press the
            button, and its 14 free days start then.
          </Text>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {problem === signupMessages.activationInvalid && (
            <Button component={Link} to="/signup?trial=1" variant="light">
              Sign up again
            </Button>
          )}
          <Button loading={activation.isPending} onClick={() => activation.mutate()}>
            Start my free trial
          </Button>
        </Stack>
      )}
    </SignupShell>
  );
}
