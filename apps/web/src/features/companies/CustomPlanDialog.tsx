import { zodResolver } from '../../lib/zodResolver';
import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  customPlanCreateSchema,
  PLAN_PRICE_MAX_CHARS,
  type CustomPlanCreateInput,
  type Plan,
} from '@paperless/core';
import { useForm } from 'react-hook-form';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { useCreateCustomPlan, type CustomPlanBody } from './clientsApi';
import { FormActions } from '../../ui/FormActions';
import { saveForm } from '../../ui/formSave';
import { fieldProps } from '../../lib/formField';

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
  const input = fieldProps(register, errors);

  const onValid = (body: CustomPlanBody) =>
    saveForm(() => createPlan.mutateAsync(body), {
      setError,
      fields: FIELDS,
      onSaved: ({ data }) => onCreated(data),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Stack>
        <TextInput
          label="Company Plan Name"
          description="The business name from the client form"
          readOnly
          {...input('company_name')}
        />
        <TextInput
          label="Encounters"
          withAsterisk
          inputMode="numeric"
          data-autofocus
          {...input('encounter')}
        />
        <TextInput label="Overage Cost" inputMode="decimal" {...input('overage_cost')} />
        <TextInput
          label="Monthly Price"
          withAsterisk
          inputMode="decimal"
          maxLength={PLAN_PRICE_MAX_CHARS}
          {...input('price')}
        />
        <Textarea label="Description" autosize minRows={2} maxRows={5} {...input('description')} />
        <FormActions onCancel={onCancel} submitLabel="Create Plan" loading={isSubmitting} />
      </Stack>
    </form>
  );
}
