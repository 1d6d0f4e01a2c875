import { Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { accountUnlockMessages } from '@paperless/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/formErrors';
import { authApi } from './authApi';
import { AuthCard } from './AuthCard';

/**
 * /unlock/{token}: the link e-mailed to an account's owner once strangers' failed sign-ins pass
 * its ceiling (Security III). Nothing happens on opening it: mail scanners fetch the links in a
 * message, and a prefetch must not use the owner's link. The click posts the token.
 */
export function UnlockPage() {
  const { token = '' } = useParams();
  const unlock = useMutation({ mutationFn: () => authApi.unlock(token) });
  const outcome = unlock.isSuccess
    ? { ok: true, text: unlock.data.message }
    : unlock.isError
      ? { ok: false, text: errorMessage(unlock.error) }
      : null;

  return (
    <AuthCard title={accountUnlockMessages.pageTitle}>
      <Stack>
        <Text>{accountUnlockMessages.pageText}</Text>
        {!outcome && (
          <Button fullWidth loading={unlock.isPending} onClick={() => unlock.mutate()}>
            {accountUnlockMessages.button}
          </Button>
        )}
        {/* Always in the page, so a screen reader announces the text that appears in it. */}
        <Box role="status" aria-live="polite">
          {outcome && (
            <Text fw={500} c={outcome.ok ? 'teal.9' : 'red.9'}>
              {outcome.text}
            </Text>
          )}
        </Box>
        {outcome && (
          <Anchor component={Link} to="/login" ta="center">
            {accountUnlockMessages.signIn}
          </Anchor>
        )}
      </Stack>
    </AuthCard>
  );
}
