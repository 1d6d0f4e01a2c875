import { Alert, Button, Stack, Text } from '@mantine/core';
import { TRIAL_ACTIVATION_HOURS } from '@paperless/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The end of the wizard: the success message and the way to sign in. */
export function SignupDone({ message }: { message: string }) {
  return (
    <Stack>
      <Alert color="teal" icon={<IconCircleCheck />} role="status" title={message}>
        Sign in with your login email and the password you chose.
      </Alert>
      <Button component={Link} to="/login" fullWidth>
        Go to Login
      </Button>
    </Stack>
  );
}

/**
 * The end of the trial's wizard (Security III): there is no account yet, so no sign-in; the
 * e-mailed link starts the trial.
 */
export function TrialHeld({ message, loginEmail }: { message: string; loginEmail: string }) {
  return (
    <Stack>
      <Alert color="teal" icon={<IconMailCheck />} role="status" title="Check your email">
        {message}
      </Alert>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        The link went to <strong>{loginEmail}</strong> and works for {TRIAL_ACTIVATION_HOURS} hours.
        Nothing arrived? Check your spam folder, or sign up again with the right address.
      </Text>
    </Stack>
  );
}
