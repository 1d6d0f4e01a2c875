import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowsExchange } from '@tabler/icons-react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useCompanyPlanChange, useResolvePlanChange } from './billingApi';
import { clinicDate } from './money';

/**
 * On the provider's company page: the clinic owner's open plan change request (issue 20).
 * Staff change the plan in the client form, then mark the request resolved here.
 */
export function PlanChangeRequestCard({
  companyId,
  timeZone,
}: {
  companyId: number;
  timeZone: string;
}) {
  const request = useCompanyPlanChange(companyId);
  const resolve = useResolvePlanChange(companyId);
  const open = request.data;
  if (!open) return null;

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Mark as resolved',
      children: (
        <Text size="sm">
          Mark the request for the {open.plan_name ?? 'other plan'} resolved? Change the plan in the
          client form first if you agreed to it.
        </Text>
      ),
      labels: { confirm: 'Mark resolved', cancel: 'Cancel' },
      onConfirm: () =>
        resolve.mutate(undefined, {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: (error) => notifyError(errorMessage(error)),
        }),
    });

  return (
    <Alert color="blue" icon={<IconArrowsExchange />} title="Plan change requested" mb="md">
      <Text size="sm">
        {open.requested_by ?? 'The owner'} asked on {clinicDate(open.created_at, timeZone)} to move
        to the {open.plan_name ?? 'another plan'}.
      </Text>
      {open.note && (
        <Text size="sm" mt={4}>
          Note: {open.note}
        </Text>
      )}
      <Group mt="xs">
        <Button size="xs" variant="light" loading={resolve.isPending} onClick={confirm}>
          Mark resolved
        </Button>
      </Group>
    </Alert>
  );
}
