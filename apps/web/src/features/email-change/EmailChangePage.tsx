import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { emailChangeMessages, type EmailChangeLink } from '@paperless/core';
import { Link, useParams } from 'react-router';
import { useConfirmEmailChange, useEmailChangeLink } from './emailChangeApi';

const STATE_TEXT: Record<Exclude<EmailChangeLink['state'], 'pending'>, string> = {
  confirmed: emailChangeMessages.confirmedWaiting,
  completed: emailChangeMessages.completed,
  expired: emailChangeMessages.linkExpired,
  cancelled: emailChangeMessages.cancelledLink,
};

/**
 * /email-change/:token, from a confirmation e-mail. Opening it confirms nothing (mail scanners
 * open links too): the holder reads what is being confirmed, with both addresses masked, and
 * presses Confirm.
 */
export function EmailChangePage() {
  const { token = '' } = useParams();
  const link = useEmailChangeLink(token);
  const confirm = useConfirmEmailChange(token);
  const shown = confirm.data?.data ?? link.data?.data;

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="lg" radius="md" w="100%" maw={480}>
        <Stack>
          <Title order={1} size="h3">
            Confirm login e-mail change
          </Title>
          {link.isPending && <Loader aria-label="Loading" role="status" />}
          {link.isError && <Outcome color="red" text={link.error.message} />}
          {shown && (
            <Text style={{ overflowWrap: 'anywhere' }}>
              {shown.confirming === 'new'
                ? `You are confirming ${shown.new_email} as the new login e-mail of the account that signs in with ${shown.old_email}.`
                : `You are confirming, as the holder of ${shown.old_email}, that the login e-mail changes to ${shown.new_email}.`}
            </Text>
          )}
          {confirm.isError && <Outcome color="red" text={confirm.error.message} />}
          {confirm.data && <Outcome color="teal" text={confirm.data.message} />}
          {!confirm.data && shown && shown.state !== 'pending' && (
            <Outcome
              color={shown.state === 'confirmed' || shown.state === 'completed' ? 'teal' : 'yellow'}
              text={STATE_TEXT[shown.state]}
            />
          )}
          {shown?.state === 'pending' && !confirm.data && (
            <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
              Confirm
            </Button>
          )}
          <Anchor component={Link} to="/login">
            Go to sign in
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

function Outcome({ color, text }: { color: string; text: string }) {
  return (
    <Alert color={color} role="status">
      {text}
    </Alert>
  );
}
