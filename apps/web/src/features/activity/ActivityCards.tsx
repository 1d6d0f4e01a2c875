import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { SentLink } from '@paperless/core';
import type { ReactNode } from 'react';
import { LinkActionsMenu, type LinkRowActions } from './LinkActionsMenu';
import { LinkStateCell } from './LinkStateBadge';
import { ZonedTime } from './ZonedTime';

/** The same links the table shows, as cards for a phone. */
export interface ActivityCardsProps {
  links: SentLink[] | undefined;
  timeZone: string;
  isLoading: boolean;
  emptyText: string;
  showTitle: boolean;
  actions: LinkRowActions;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** Sent links on a phone: a card each, its state and actions at the top. */
export function ActivityCards({
  links,
  timeZone,
  isLoading,
  emptyText,
  showTitle,
  actions,
}: ActivityCardsProps) {
  if (isLoading) {
    return (
      <Stack aria-busy aria-label="Sent links">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={120} radius="md" data-testid="skeleton-row" />
        ))}
      </Stack>
    );
  }
  if (!links || links.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label="Sent links"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {links.map((link) => (
        <Paper component="li" key={link.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {link.patient_name ?? link.recipient}
              </Text>
              {link.patient_name && (
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {link.channel === 'kiosk' ? 'Kiosk' : link.recipient}
                </Text>
              )}
              {showTitle && <Text size="sm">{link.title}</Text>}
            </Stack>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <LinkStateCell link={link} />
              <LinkActionsMenu link={link} actions={actions} />
            </Group>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
            <Fact label="Sent">
              <ZonedTime value={link.last_sent_at} timeZone={timeZone} />
            </Fact>
            <Fact label="Last opened">
              <ZonedTime value={link.last_opened_at} timeZone={timeZone} />
            </Fact>
            <Fact label="Completed">
              <ZonedTime value={link.submitted_at} timeZone={timeZone} />
            </Fact>
            <Fact label="Visit">
              <ZonedTime value={link.visit_at} timeZone={timeZone} />
            </Fact>
            <Fact label="Reminders">
              <Text size="sm">{link.reminders_sent}</Text>
            </Fact>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
