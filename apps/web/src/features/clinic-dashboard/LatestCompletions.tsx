import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatInZone, localDateOf, type ClinicDashboard } from '@paperless/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

export const NO_COMPLETIONS = 'No completed forms yet today';

type Completion = ClinicDashboard['latest_completions'][number];

/** Today's completions read as a time; older ones carry their date too. */
function completedAt(completion: Completion, timeZone: string): string {
  const today = localDateOf(new Date(), timeZone);
  const sameDay = localDateOf(new Date(completion.completed_at), timeZone) === today;
  return formatInZone(completion.completed_at, timeZone, sameDay ? 'time' : 'dateTime');
}

interface LatestCompletionsProps {
  data: ClinicDashboard | undefined;
  withActivityLink: boolean;
}

/** The last links patients finished, newest first, in the clinic's zone. */
export function LatestCompletions({ data, withActivityLink }: LatestCompletionsProps) {
  const items = data?.latest_completions;
  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-completions">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="latest-completions">
          Latest completions
        </Title>
        {withActivityLink && items && items.length > 0 && (
          <Anchor component={Link} to="/activity" size="sm">
            See all in Activity
          </Anchor>
        )}
      </Group>
      <Paper withBorder p="md" aria-busy={!data}>
        {!data && (
          <Stack gap="sm" aria-hidden>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={36} radius="sm" />
            ))}
          </Stack>
        )}
        {items?.length === 0 && (
          <Text c="gray.7" ta="center" py="sm">
            {NO_COMPLETIONS}
          </Text>
        )}
        {data && items && items.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Group key={item.link_id} component="li" wrap="nowrap" align="flex-start" gap="sm">
                <IconCircleCheck
                  size={20}
                  color="var(--mantine-color-teal-7)"
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text fw={600} size="sm" truncate>
                    {item.patient_name}
                  </Text>
                  <Text size="sm" c="gray.7" truncate>
                    {item.title}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {completedAt(item, data.time_zone)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
