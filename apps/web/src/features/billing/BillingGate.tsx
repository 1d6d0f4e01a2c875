import { Alert, Box, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import type { BillingStanding } from '@paperless/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSignedInSession } from '../../lib/session';
import { useStanding } from './billingApi';
import { usd } from './money';

/** The screen a clinic lands on: while Suspended it is the page that explains and restores. */
const SUSPENDED_PAGE_AT = '/client-dashboard';

/**
 * Around every clinic screen (AppLayout): a banner while an invoice is unpaid or the clinic is
 * Suspended, and on the dashboard, while Suspended, a page that says what is paused and how to
 * restore it. A suspended clinic keeps reading what it holds (its patients' forms are its
 * records); the server refuses only new sends (sending/queries.ts). Provider staff and a failed
 * standing request see the screen as it is.
 */
export function BillingGate({ children }: { children: ReactNode }) {
  const { user, permissions } = useSignedInSession();
  const clinic = user.user_type === 'clinic';
  const standing = useStanding(clinic);
  const { pathname } = useLocation();
  if (!clinic || !standing.data) return <>{children}</>;
  const owner = permissions.includes('manage_billing');
  const { data } = standing;
  if (data.status === 'suspended') {
    if (pathname === SUSPENDED_PAGE_AT) return <SuspendedPage owner={owner} standing={data} />;
    return (
      <>
        {pathname !== '/billing' && <SuspendedBanner owner={owner} standing={data} />}
        {children}
      </>
    );
  }
  return (
    <>
      {data.owed && pathname !== '/billing' && <UnpaidBanner owner={owner} standing={data} />}
      {children}
    </>
  );
}

/** What restores a suspended clinic: paying what is owed, or a card once a trial has ended. */
function restoreText(owner: boolean, standing: BillingStanding): string {
  if (!owner) return 'Please ask your clinic owner to restore it on the Billing page.';
  return standing.owed
    ? 'Pay what is owed and your clinic is active again at once.'
    : 'Add a card in Settings → Card Details and your clinic is active again at once.';
}

function RestoreButton({ owner, standing }: { owner: boolean; standing: BillingStanding }) {
  if (!owner) return null;
  return (
    <Button
      component={Link}
      to={standing.owed ? '/billing' : '/settings'}
      size="xs"
      color="red"
      w="fit-content"
    >
      {standing.owed ? 'Pay now' : 'Add a card'}
    </Button>
  );
}

function SuspendedBanner({ owner, standing }: { owner: boolean; standing: BillingStanding }) {
  return (
    <Box component="section" aria-label="Payment" mb="md">
      <Alert color="red" icon={<IconLock />} title="Your clinic is suspended">
        <Text size="sm" mb={owner ? 'xs' : 0}>
          Nothing can be sent to patients until it is restored; your records stay available.{' '}
          {restoreText(owner, standing)}
        </Text>
        <RestoreButton owner={owner} standing={standing} />
      </Alert>
    </Box>
  );
}

function UnpaidBanner({ owner, standing }: { owner: boolean; standing: BillingStanding }) {
  const owed = standing.owed!;
  const failed = owed.status === 'failed';
  return (
    <Box component="section" aria-label="Payment" mb="md">
      <Alert
        color={failed ? 'red' : 'yellow'}
        icon={<IconAlertTriangle />}
        title={failed ? 'Your last payment failed' : 'An invoice is unpaid'}
      >
        <Text size="sm" mb={owner ? 'xs' : 0}>
          Invoice {owed.number} for {usd(owed.amount)} is unpaid.{' '}
          {owner
            ? 'Please pay it to keep your clinic active.'
            : 'Please ask your clinic owner to pay it on the Billing page.'}
        </Text>
        {owner && (
          <Button
            component={Link}
            to="/billing"
            size="xs"
            color={failed ? 'red' : 'yellow'}
            c="dark"
          >
            Pay now
          </Button>
        )}
      </Alert>
    </Box>
  );
}

function SuspendedPage({ owner, standing }: { owner: boolean; standing: BillingStanding }) {
  return (
    <Card withBorder radius="md" maw={720} mx="auto" mt="xl" p="xl">
      <Stack>
        <IconLock size={40} stroke={1.5} aria-hidden />
        <Title order={1} size="h2">
          Your clinic is suspended
        </Title>
        <Text>
          {standing.owed
            ? `Invoice ${standing.owed.number} for ${usd(standing.owed.amount)} is unpaid, so your clinic's account is suspended.`
            : "Your free trial has ended without a card on file, so your clinic's account is suspended."}{' '}
          Your data is kept. Until the account is restored:
        </Text>
        <List>
          <List.Item>
            no forms or buckets can be sent to patients, by link or on the kiosk;
          </List.Item>
          <List.Item>links already sent still open, so patients can finish them;</List.Item>
          <List.Item>submitted forms, visits and downloads stay available to your staff.</List.Item>
        </List>
        <Text>{restoreText(owner, standing)}</Text>
        <RestoreButton owner={owner} standing={standing} />
      </Stack>
    </Card>
  );
}
