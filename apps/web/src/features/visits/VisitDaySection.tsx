import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatInZone, type Visit, type VisitDay } from '@paperless/core';
import { IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { LinkStateBadge } from '../activity';

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Wednesday, Dec 2, 2026', with Today or Tomorrow before it when it is one of those. */
export function dayHeading(date: string, today: string, tomorrow: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const text = DAY.format(new Date(Date.UTC(year!, month! - 1, day!)));
  if (date === today) return `Today — ${text}`;
  if (date === tomorrow) return `Tomorrow — ${text}`;
  return text;
}

/** A visit whose packet can still be sent again: not finished and not called off. */
const canResend = (visit: Visit) => visit.state !== 'completed' && visit.state !== 'cancelled';

interface VisitDaySectionProps {
  day: VisitDay;
  heading: string;
  timeZone: string;
  resendingId: number | null;
  onResend: (visit: Visit) => void;
}

/** One day: how many patients are ready, then each visit in time order with its packet's state. */
export function VisitDaySection({
  day,
  heading,
  timeZone,
  resendingId,
  onResend,
}: VisitDaySectionProps) {
  const headingId = useId();
  const visits = [...day.visits].sort((a, b) => a.visit_at.localeCompare(b.visit_at));
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" wrap="wrap" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {heading}
        </Title>
        {day.total > 0 && (
          <Text size="sm" fw={600} c={day.ready === day.total ? 'teal.9' : 'gray.8'}>
            {day.ready} of {day.total} ready
          </Text>
        )}
      </Group>
      {visits.length === 0 ? (
        <Text size="sm" c="gray.7">
          No visits.
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {visits.map((visit) => {
            const who = visit.patient_name ?? visit.recipient;
            return (
              <Group
                component="li"
                key={visit.link_id}
                wrap="wrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Text size="sm" fw={600} w={104} style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={visit.visit_at}>
                    {formatInZone(visit.visit_at, timeZone, 'time')}
                  </time>
                </Text>
                <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Text size="sm">{who}</Text>
                  <Text size="xs" c="gray.7">
                    {visit.title}
                  </Text>
                </Stack>
                <LinkStateBadge state={visit.state} />
                {canResend(visit) && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconSend size={14} aria-hidden />}
                    aria-label={`Resend to ${who}`}
                    loading={resendingId === visit.link_id}
                    disabled={resendingId !== null && resendingId !== visit.link_id}
                    onClick={() => onResend(visit)}
                  >
                    Resend
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
