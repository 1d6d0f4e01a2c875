import { Alert, Skeleton, Stack } from '@mantine/core';
import { planCreateSchema, planMessages, planUpdateSchema } from '@paperless/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ResponsiveModal, type DialogProps } from '../../ui/ResponsiveModal';
import { EMPTY_PLAN, PlanForm, planToFormValues } from './PlanForm';
import { useCreatePlan, usePlanForEdit, useUpdatePlan } from './plansApi';

/** Closing unmounts the form, so the next Add starts empty. */
export function AddPlanDialog({ opened, onClose }: DialogProps) {
  const createPlan = useCreatePlan();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Add Plan">
      <PlanForm
        schema={planCreateSchema}
        defaultValues={EMPTY_PLAN}
        onSave={createPlan.mutateAsync}
        onSaved={onClose}
      />
    </ResponsiveModal>
  );
}

export function EditPlanDialog({ planId, opened, onClose }: DialogProps & { planId: number }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Edit Plan">
      {/* Keyed by plan, so opening another plan starts a fresh form with its values. */}
      <EditPlanBody key={planId} planId={planId} onSaved={onClose} />
    </ResponsiveModal>
  );
}

function EditPlanBody(props: { planId: number; onSaved: () => void }) {
  const plan = usePlanForEdit(props.planId);
  const updatePlan = useUpdatePlan(props.planId);

  if (plan.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {planMessages.failedToLoad}
      </Alert>
    );
  }
  if (!plan.data) return <FormSkeleton />;
  return (
    <PlanForm
      schema={planUpdateSchema}
      defaultValues={planToFormValues(plan.data)}
      onSave={updatePlan.mutateAsync}
      onSaved={props.onSaved}
    />
  );
}

function FormSkeleton() {
  return (
    <Stack aria-busy aria-label="Loading plan">
      {Array.from({ length: 5 }, (_, field) => (
        <Stack key={field} gap={6}>
          <Skeleton height={12} width="30%" radius="sm" />
          <Skeleton height={36} radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}
