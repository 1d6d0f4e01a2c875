import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
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
