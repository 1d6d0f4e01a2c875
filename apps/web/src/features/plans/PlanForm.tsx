import { zodResolver } from '../../lib/zodResolver';
import { Textarea, TextInput } from '@mantine/core';
import {
  PLAN_PRICE_MAX_CHARS,
  type planCreateSchema,
  type Plan,
  type PlanCreateInput,
} from '@paperless/core';
import { useForm } from 'react-hook-form';
import { saveForm } from '../../ui/formSave';
import { SaveForm } from '../../ui/SaveForm';
import type { PlanBody, PlanMutationResponse } from './plansApi';
import { fieldProps } from '../../lib/formField';

/** The inputs as typed; the shared schema turns them into the body the server takes. */
export interface PlanFormValues {
  name: string;
  encounter: string;
  price: string;
  overage_cost: string;
  description: string;
}

const FIELDS = ['name', 'encounter', 'price', 'overage_cost', 'description'] as const;

export const EMPTY_PLAN: PlanFormValues = {
  name: '',
  encounter: '',
  price: '',
  overage_cost: '',
  description: '',
};

export function planToFormValues(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    encounter: String(plan.encounter),
    // The shortest form of the amount, so it fits the 5-character price input.
    price: String(plan.price),
    overage_cost: plan.overage_cost === null ? '' : String(plan.overage_cost),
    description: plan.description ?? '',
  };
}

interface PlanFormProps {
  /** planCreateSchema or planUpdateSchema (the same rules today). */
  schema: typeof planCreateSchema;
  defaultValues: PlanFormValues;
  onSave: (body: PlanBody) => Promise<PlanMutationResponse>;
  onSaved: () => void;
}

export function PlanForm({ schema, defaultValues, onSave, onSaved }: PlanFormProps) {
  // Typed as the schema reads its input (amounts arrive as text), so the resolver fits.
  const { register, handleSubmit, setError, formState } = useForm<
    PlanCreateInput,
    unknown,
    PlanBody
  >({ resolver: zodResolver(schema), defaultValues });
  const { errors, isSubmitting } = formState;
  const input = fieldProps(register, errors);

  const onValid = (body: PlanBody) =>
    saveForm(() => onSave(body), { setError, fields: FIELDS, onSaved });

  return (
    <SaveForm onSubmit={handleSubmit(onValid)} saving={isSubmitting}>
      <TextInput label="Plan Name" withAsterisk data-autofocus {...input('name')} />
      <TextInput label="Encounters" withAsterisk inputMode="numeric" {...input('encounter')} />
      <TextInput
        label="Price"
        withAsterisk
        inputMode="decimal"
        maxLength={PLAN_PRICE_MAX_CHARS}
        {...input('price')}
      />
      <TextInput label="Overage Cost" inputMode="decimal" {...input('overage_cost')} />
      <Textarea label="Description" autosize minRows={2} maxRows={6} {...input('description')} />
    </SaveForm>
  );
}
