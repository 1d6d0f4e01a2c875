import { Alert, Select, Skeleton, Stack, Textarea } from '@mantine/core';
import {
  PLAN_CHANGE_NOTE_MAX,
  planChangeCreateSchema,
  type PlanChangeCreate,
  type PublicPlan,
} from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/zodResolver';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { fetchPublicPlans } from '../signup';
import { usePlanChange } from './billingApi';
import { usd } from './money';
import { FormActions } from '../../ui/FormActions';
import { saveForm } from '../../ui/formSave';
import { fieldProps } from '../../lib/formField';

interface PlanChangeDialogProps {
  opened: boolean;
  onClose: () => void;
  currentPlanId: number | null;
}

/** Ask provider staff for another of the offered plans; they change it and say so. */
export function PlanChangeDialog({ opened, onClose, currentPlanId }: PlanChangeDialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Request a plan change">
      {opened && <PlanChangeForm onDone={onClose} currentPlanId={currentPlanId} />}
    </ResponsiveModal>
  );
}

const planLabel = (p: PublicPlan) =>
  `${p.name}: ${usd(p.price)} a month, ${p.encounters} encounters`;

function PlanChangeForm({
  onDone,
  currentPlanId,
}: {
  onDone: () => void;
  currentPlanId: number | null;
}) {
  const plans = useQuery({ queryKey: ['public-plans'], queryFn: fetchPublicPlans });
  const request = usePlanChange();
  const { control, register, handleSubmit, setError, formState } = useForm<
    z.input<typeof planChangeCreateSchema>,
    unknown,
    PlanChangeCreate
  >({ resolver: zodResolver(planChangeCreateSchema), defaultValues: { plan_id: '', note: '' } });
  const input = fieldProps(register, formState.errors);

  const onValid = (values: PlanChangeCreate) =>
    saveForm(() => request.mutateAsync(values), {
      setError,
      fields: ['plan_id', 'note'],
      onSaved: onDone,
    });

  if (plans.isError)
    return (
      <Alert color="red" role="alert">
        The plans could not be loaded. Please try again.
      </Alert>
    );
  if (!plans.data) return <Skeleton height={120} aria-label="Loading plans" />;
  const options = plans.data
    .filter((p) => p.id !== currentPlanId)
    .map((p) => ({ value: String(p.id), label: planLabel(p) }));

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Stack>
        <Controller
          control={control}
          name="plan_id"
          render={({ field, fieldState }) => (
            <Select
              label="New plan"
              withAsterisk
              placeholder="Choose a plan"
              data={options}
              value={field.value === '' || field.value == null ? null : String(field.value)}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              comboboxProps={{ zIndex: 400 }}
              data-autofocus
            />
          )}
        />
        <Textarea
          label="Note for our team (optional)"
          autosize
          minRows={2}
          maxLength={PLAN_CHANGE_NOTE_MAX}
          {...input('note')}
        />
        <FormActions
          onCancel={onDone}
          cancelDisabled={formState.isSubmitting}
          submitLabel="Send request"
          loading={formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
