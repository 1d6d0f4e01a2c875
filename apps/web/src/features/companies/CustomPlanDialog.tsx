import { zodResolver } from '../../lib/zodResolver';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  customPlanCreateSchema,
  PLAN_PRICE_MAX_CHARS,
  type CustomPlanCreateInput,
  type Plan,
} from '@paperless/core';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { useCreateCustomPlan, type CustomPlanBody } from './clientsApi';

const FIELDS = ['company_name', 'encounter', 'price', 'overage_cost', 'description'] as const;

interface CustomPlanDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The business name typed in the client form; the plan is named after it. */
  companyName: string;
  onCreated: (plan: Plan) => void;
}

/** 'Create Custom Plan': a plan made for one client, opened from the client form. */
export function CustomPlanDialog({
  opened,
  onClose,
  companyName,
  onCreated,
}: CustomPlanDialogProps) {
  return (
    // Above the client form it was opened from.
    <ResponsiveModal opened={opened} onClose={onClose} title="Create Custom Plan" zIndex={300}>
      {opened && (
        <CustomPlanForm companyName={companyName} onCreated={onCreated} onCancel={onClose} />
      )}
    </ResponsiveModal>
  );
}

interface CustomPlanFormProps {
  companyName: string;
  onCreated: (plan: Plan) => void;
  onCancel: () => void;
}

function CustomPlanForm({ companyName, onCreated, onCancel }: CustomPlanFormProps) {
  const createPlan = useCreateCustomPlan();
  // Validation runs first on submit, then on every change, so an error clears as it is fixed.
  const { register, handleSubmit, setError, formState } = useForm<
    CustomPlanCreateInput,
    unknown,
    CustomPlanBody
  >({
    resolver: zodResolver(customPlanCreateSchema),
    defaultValues: {
      company_name: companyName.trim(),
      encounter: '',
      price: '',
      overage_cost: '',
      description: '',
    },
  });
  const { errors, isSubmitting } = formState;

  const onValid = async (body: CustomPlanBody) => {
    try {
      const { message, data } = await createPlan.mutateAsync(body);
      notifySuccess(message);
      onCreated(data);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) notifyError(errorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Stack>
        <TextInput
          label="Company Plan Name"
          description="The business name from the client form"
          readOnly
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <TextInput
          label="Encounters"
          withAsterisk
          inputMode="numeric"
          error={errors.encounter?.message}
          data-autofocus
          {...register('encounter')}
        />
        <TextInput
          label="Overage Cost"
          inputMode="decimal"
          error={errors.overage_cost?.message}
          {...register('overage_cost')}
        />
        <TextInput
          label="Monthly Price"
          withAsterisk
          inputMode="decimal"
          maxLength={PLAN_PRICE_MAX_CHARS}
          error={errors.price?.message}
          {...register('price')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={5}
          error={errors.description?.message}
          {...register('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Create Plan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
