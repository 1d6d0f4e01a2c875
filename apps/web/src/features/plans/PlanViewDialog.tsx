import { Alert, Badge, Skeleton, Table } from '@mantine/core';
import { planMessages, type Plan } from '@paperless/core';
import { IconAlertCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { formatAmount, planTypeLabel } from './planSearch';
import { usePlan } from './plansApi';

const FIELD_LABELS = [
  'Plan Name',
  'Type',
  'Encounters',
  'Price',
  'Overage Cost',
  'Status',
  'Description',
  'Created',
] as const;

interface ViewProps {
  planId: number;
  opened: boolean;
  onClose: () => void;
}

export function PlanViewDialog({ planId, opened, onClose }: ViewProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="View Plan">
      <PlanDetails planId={planId} />
    </ResponsiveModal>
  );
}

function PlanDetails({ planId }: { planId: number }) {
  const plan = usePlan(planId);
  if (plan.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {planMessages.failedToLoad}
      </Alert>
    );
  }
  const values = plan.data ? detailsOf(plan.data) : undefined;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-busy={!values}>
      <Table.Tbody>
        {FIELD_LABELS.map((label) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {values ? values[label] : <Skeleton height={14} radius="sm" />}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function detailsOf(plan: Plan): Record<(typeof FIELD_LABELS)[number], ReactNode> {
  return {
    'Plan Name': plan.name,
    Type: planTypeLabel(plan),
    Encounters: plan.encounter,
    Price: formatAmount(plan.price),
    'Overage Cost': formatAmount(plan.overage_cost),
    Status: (
      <Badge color={plan.is_active === 1 ? 'teal' : 'gray'} variant="light">
        {plan.is_active === 1 ? 'Active' : 'Inactive'}
      </Badge>
    ),
    Description: plan.description ?? '—',
    Created: dayjs(plan.created_at).format('MMM D, YYYY'),
  };
}
