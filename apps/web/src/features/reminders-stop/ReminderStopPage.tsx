import { Box, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FillPage } from '../patient-links';
import { stopReminders } from './stopApi';

export const STOP_TITLE = 'Stop reminders';
export const STOP_TEXT =
  'Your practice sends reminders until your forms are filled in. You can stop the reminders for ' +
  'this link here; the link itself keeps working.';
export const STOP_BUTTON = 'Stop reminders for this link';

/**
 * /reminders/stop/{token}: the page a reminder e-mail's stop link opens, without signing in.
 * Nothing happens on opening it: mail scanners fetch the links in a message, and a prefetch must
 * not stop the patient's reminders. The click posts the token; the outcome is announced.
 */
export function ReminderStopPage() {
  const { token = '' } = useParams();
  const stop = useMutation({ mutationFn: () => stopReminders(token) });
  const outcome = stop.data;
  // Once stopped (or refused as not ours) there is nothing left to click; a failure may retry.
  const finished = outcome !== undefined && outcome.kind !== 'failed';

  return (
    <FillPage>
      <Center mih="60vh">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} w="100%">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color="gray">
              <IconBellOff size={40} aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h2">
              {STOP_TITLE}
            </Title>
            <Text>{STOP_TEXT}</Text>
            {!finished && (
              <Button fullWidth loading={stop.isPending} onClick={() => stop.mutate()}>
                {STOP_BUTTON}
              </Button>
            )}
            {/* Always in the page, so a screen reader announces the text that appears in it. */}
            <Box role="status" aria-live="polite" w="100%">
              {outcome && (
                <Text fw={500} c={outcome.kind === 'stopped' ? 'teal.9' : 'red.9'}>
                  {outcome.message}
                </Text>
              )}
            </Box>
          </Stack>
        </Paper>
      </Center>
    </FillPage>
  );
}
