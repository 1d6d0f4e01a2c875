import { Alert, Button, Stack, Text } from '@mantine/core';
import { signupMessages } from '@paperless/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { failureMessage } from './outcome';
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

  return (
    <SignupShell title="Start your free trial">
      {activation.data ? (
        <Stack>
          <Alert
            color="teal"
            icon={<IconCircleCheck />}
            role="status"
            title={activation.data.message}
          >
            Sign in with your login email and the password you chose.
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Go to Login
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Text>
            Thanks for confirming your email address. Your clinic is created when you press the
            button, and its 14 free days start then.
          </Text>
          {activation.isError && (
            <Alert color="red" role="alert">
              {failureMessage(activation.error)}
            </Alert>
          )}
          {activation.isError &&
            failureMessage(activation.error) === signupMessages.activationInvalid && (
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
