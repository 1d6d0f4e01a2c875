import { Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Plan } from '@paperless/core';

import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { LoadError } from '../../ui/LoadError';
import { ListScreen } from '../../ui/ListScreen';
import { AddPlanDialog, EditPlanDialog } from './PlanFormDialogs';
import { filterPlans, PLAN_TYPE_OPTIONS, type PlanTypeFilter } from './planSearch';
import { useDeletePlan, usePlans, useSetPlanStatus } from './plansApi';
import { PlansTable, type PlanRowActions } from './PlansTable';
import { PlanViewDialog } from './PlanViewDialog';
import { SearchInput } from '../../ui/SearchInput';
import { AddButton } from '../../ui/AddButton';

interface DialogState {
  kind: 'add' | 'edit' | 'view';
  planId: number | null;
  // Kept apart from kind and planId so a closing dialog keeps its content while it fades out.
  opened: boolean;
}

/** Standard and custom plans, for staff with manage_plans ('Subscriptions' in the sidebar). */
export function PlansPage() {
  const plans = usePlans();
  const setStatus = useSetPlanStatus();
  const deletePlan = useDeletePlan();
  const [type, setType] = useState<PlanTypeFilter>('all');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState>({ kind: 'add', planId: null, opened: false });

  const open = (kind: DialogState['kind'], plan?: Plan) =>
    setDialog({ kind, planId: plan?.id ?? null, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  const isOpen = (kind: DialogState['kind']) => dialog.opened && dialog.kind === kind;

  const shown = plans.data ? filterPlans(plans.data, type, search) : undefined;
  const filtering = type !== 'all' || search.trim() !== '';

  const actions: PlanRowActions = {
    onView: (plan) => open('view', plan),
    onEdit: (plan) => open('edit', plan),
    onToggleStatus: (plan) =>
      setStatus.mutate(
        { id: plan.id, is_active: plan.is_active === 1 ? 0 : 1 },
        {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: (error) => notifyError(errorMessage(error)),
        },
      ),
    onDelete: (plan) =>
      modals.openConfirmModal({
        title: 'Confirm Action',
        children: <Text size="sm">Are you sure you want to delete this plan?</Text>,
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          deletePlan.mutate(plan.id, {
            onSuccess: ({ message }) => notifySuccess(message),
            // 409 while a company is on the plan: the server says so.
            onError: (error) => notifyError(errorMessage(error)),
          }),
      }),
    statusPendingId: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
  };

  return (
    <>
      <ListScreen
        title="Plan Management"
        actions={<AddButton onClick={() => open('add')}>Add Plan</AddButton>}
      >
        <Stack>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Plan Type"
              data={PLAN_TYPE_OPTIONS}
              value={type}
              onChange={(value) => setType((value as PlanTypeFilter | null) ?? 'all')}
              allowDeselect={false}
              w={200}
            />
            <SearchInput
              fill
              label="Search plans"
              placeholder="Name, type, amount or status"
              value={search}
              onChange={setSearch}
            />
          </Group>
          {plans.isError ? (
            <LoadError title="The plans could not be loaded" query={plans} />
          ) : (
            <PlansTable
              plans={shown}
              isLoading={plans.isPending}
              emptyText={filtering ? 'No plans match your search.' : 'No plans found.'}
              actions={actions}
            />
          )}
          {shown && shown.length > 0 && (
            <Text size="sm" c="dimmed">
              {shown.length} {shown.length === 1 ? 'plan' : 'plans'}
            </Text>
          )}
        </Stack>
      </ListScreen>
      <AddPlanDialog opened={isOpen('add')} onClose={close} />
      {dialog.planId !== null && (
        <>
          <EditPlanDialog planId={dialog.planId} opened={isOpen('edit')} onClose={close} />
          <PlanViewDialog planId={dialog.planId} opened={isOpen('view')} onClose={close} />
        </>
      )}
    </>
  );
}
