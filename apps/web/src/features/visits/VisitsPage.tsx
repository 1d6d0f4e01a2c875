import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { addLocalDays, frontDeskMessages, localDateOf, type Visit } from '@paperless/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { LoadError } from '../../ui/LoadError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { useResendLink } from '../activity';
import { dayHeading, VisitDaySection } from './VisitDaySection';
import { useVisits, VISIT_DAYS } from './visitsApi';

/**
 * The next days' visits with their packets' state, so the front desk sees at a glance who has
 * not finished ("8 of 12 ready") and sends the link again from here.
 */
export function VisitsPage() {
  // Undefined: the clinic's today, as the server reckons it in the clinic's zone.
  const [from, setFrom] = useState<string | undefined>(undefined);
  const visits = useVisits(undefined, from);
  const resend = useResendLink(undefined);
  const data = visits.data?.data;
  const shownFrom = data?.from;
  const week = (days: number) => {
    if (shownFrom) setFrom(addLocalDays(shownFrom, days));
  };
  const today = data ? localDateOf(new Date(), data.time_zone) : '';

  const onResend = (visit: Visit) =>
    resend.mutate(
      { linkId: visit.link_id },
      {
        onSuccess: ({ message }) => notifySuccess(message),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  return (
    <>
      <PageHeader
        title="Visits"
        description={
          <Text span inherit c="gray.7">
            The coming visits and whether each patient has finished their forms. Times are in your
            clinic&apos;s time zone.
          </Text>
        }
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              disabled={!shownFrom}
              onClick={() => week(-VISIT_DAYS)}
            >
              Previous week
            </Button>
            {from !== undefined && (
              <Button variant="default" onClick={() => setFrom(undefined)}>
                From today
              </Button>
            )}
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              disabled={!shownFrom}
              onClick={() => week(VISIT_DAYS)}
            >
              Next week
            </Button>
          </Group>
        }
      />
      {visits.isError ? (
        <LoadError title="The visits could not be loaded" query={visits} />
      ) : !data ? (
        <Stack aria-busy aria-label="Loading visits">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={96} radius="md" />
          ))}
        </Stack>
      ) : data.days.every((day) => day.total === 0) ? (
        <Paper withBorder p="xl">
          <Text c="gray.7" ta="center">
            {frontDeskMessages.noVisits}
          </Text>
        </Paper>
      ) : (
        <Stack>
          {data.days.map((day) => (
            <VisitDaySection
              key={day.date}
              day={day}
              heading={dayHeading(day.date, today, addLocalDays(today, 1))}
              timeZone={data.time_zone}
              resendingId={resend.isPending ? (resend.variables?.linkId ?? null) : null}
              onResend={onResend}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
