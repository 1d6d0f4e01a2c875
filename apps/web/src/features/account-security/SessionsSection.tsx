import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountSession } from '@paperless/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { accountSecurityApi, SESSIONS_KEY, useAccountSessions } from './accountSecurityApi';
import { describeAgent } from './describeAgent';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session, onRevoke }: { session: AccountSession; onRevoke?: () => void }) {
  const device = describeAgent(session.user_agent);
  return (
    <Paper withBorder p="sm" component="li" aria-label={device}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {device}
            </Text>
            {session.current && (
              <Badge size="sm" color="teal">
                This device
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            IP {session.ip ?? 'unknown'} · Signed in {when(session.created_at)} · Last active{' '}
            {when(session.last_seen_at)}
          </Text>
        </Stack>
        {onRevoke && (
          <Button size="xs" variant="default" onClick={onRevoke} aria-label={`Sign out ${device}`}>
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The user's own live sessions, with sign-out of one or of all the others. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const queryClient = useQueryClient();
  const onDone = ({ message }: { message: string }) => {
    notifySuccess(message);
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
  const onError = (error: unknown) => notifyError(errorMessage(error));
  const revokeOthers = useMutation({
    mutationFn: accountSecurityApi.revokeOthers,
    onSuccess: onDone,
    onError,
  });
  const revokeOne = useMutation({
    mutationFn: accountSecurityApi.revokeSession,
    onSuccess: onDone,
    onError,
  });

  const list = sessions.data?.data;
  const others = list?.filter((s) => !s.current).length ?? 0;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Active sessions
      </Title>
      {!list ? (
        <Skeleton height={60} />
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Active sessions"
        >
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onRevoke={session.current ? undefined : () => revokeOne.mutate(session.id)}
            />
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="light"
          color="red"
          disabled={others === 0}
          loading={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          Sign out other sessions
        </Button>
      </Group>
    </Stack>
  );
}
