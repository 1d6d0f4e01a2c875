import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { brandLabel, type ClinicBilling } from '@paperless/core';
import { IconAlertTriangle, IconArrowsExchange } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { useBilling } from './billingApi';
import { InvoicesTable } from './InvoicesTable';
import { clinicDate, usd } from './money';
import { PayNowDialog } from './PayNowDialog';
import { PlanChangeDialog } from './PlanChangeDialog';

function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Text size="sm" c="gray.7" fw={600} mb={4}>
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** The owner's Billing: what the clinic pays, what it owes, and how to settle it. */
export function BillingPage() {
  const billing = useBilling();
  return (
    <>
      <PageHeader
        title="Billing"
        description="Your plan, this month's usage, your invoices and the card your plan renews with."
      />
      {billing.isError ? (
        <LoadError title="Billing could not be loaded" query={billing} />
      ) : !billing.data ? (
        <Stack aria-busy aria-label="Loading billing">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={110} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : (
        <BillingSummary billing={billing.data} />
      )}
    </>
  );
}

function BillingSummary({ billing }: { billing: ClinicBilling }) {
  const [paying, setPaying] = useState(false);
  const [changing, setChanging] = useState(false);
  const { plan, usage, owed, card } = billing;
  const tz = billing.time_zone;
  return (
    <Stack>
      {owed && (
        <Alert
          color={owed.status === 'failed' || billing.status === 'suspended' ? 'red' : 'yellow'}
          icon={<IconAlertTriangle />}
          title={
            owed.status === 'failed' ? 'Your last payment failed' : 'You have an unpaid invoice'
          }
        >
          <Stack gap="xs">
            <Text size="sm">
              Invoice {owed.number} for {usd(owed.amount)} was due {clinicDate(owed.due_at, tz)}.
              {owed.failure_reason ? ` ${owed.failure_reason}` : ''}
              {billing.owed_count > 1
                ? ` ${billing.owed_count - 1} more invoice(s) are unpaid.`
                : ''}
            </Text>
            {owed.processing ? (
              <Text size="sm">Your payment is being processed.</Text>
            ) : (
              <Group>
                <Button onClick={() => setPaying(true)}>Pay now</Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Tile title="Plan">
          <Text fw={700} size="lg">
            {plan?.name ?? 'No plan'}
          </Text>
          {plan && <Text size="sm">{usd(plan.price)} a month</Text>}
          <Group mt={6}>
            <StatusBadge label={billing.status_label} />
          </Group>
        </Tile>
        <Tile title={`This month (${usage.month})`}>
          <Text fw={700} size="lg">
            {usage.encounters} of {usage.included} encounters
          </Text>
          <Text size="sm">
            {usage.overage_count > 0
              ? `${usage.overage_count} over: ${usd(usage.overage_amount)} so far`
              : 'No overage so far'}
          </Text>
          <Text size="sm" c="gray.7">
            Estimated invoice: {usd(usage.estimated_total)}
          </Text>
        </Tile>
        <Tile title="Next charge">
          <Text fw={700} size="lg">
            {billing.next_charge_date ? clinicDate(billing.next_charge_date, tz) : 'None scheduled'}
          </Text>
          {billing.trial_ends_at && billing.status === 'trial' && (
            <Text size="sm">Trial ends {clinicDate(billing.trial_ends_at, tz)}</Text>
          )}
        </Tile>
        <Tile title="Card on file">
          {card ? (
            <>
              <Text fw={700} size="lg">
                {brandLabel(card.brand)} •••• {card.last_four}
              </Text>
              <Text size="sm" c="gray.7">
                Expires {String(card.exp_month).padStart(2, '0')} / {card.exp_year}
              </Text>
            </>
          ) : (
            <Text size="sm">No card saved. Add one in Settings → Card Details.</Text>
          )}
        </Tile>
      </SimpleGrid>
      <Card withBorder radius="md" component="section" aria-labelledby="plan-change-title">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h4" id="plan-change-title">
              Change plan
            </Title>
            {billing.plan_change_request ? (
              <Text size="sm">
                You asked for the {billing.plan_change_request.plan_name ?? 'another plan'} on{' '}
                {clinicDate(billing.plan_change_request.created_at, tz)}. Our team will be in touch.
              </Text>
            ) : (
              <Text size="sm" c="gray.7">
                Need more encounters, or fewer? Ask for another plan and our team will set it up.
              </Text>
            )}
          </div>
          {!billing.plan_change_request && (
            <Button
              variant="light"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={() => setChanging(true)}
            >
              Request plan change
            </Button>
          )}
        </Group>
      </Card>
      <InvoicesTable timeZone={tz} />
      {owed && (
        <PayNowDialog
          opened={paying}
          onClose={() => setPaying(false)}
          invoice={owed}
          billing={billing}
        />
      )}
      <PlanChangeDialog
        opened={changing}
        onClose={() => setChanging(false)}
        currentPlanId={plan?.id ?? null}
      />
    </Stack>
  );
}
