import { Button, Checkbox, Fieldset, Group, Input, Select, Stack, Text } from '@mantine/core';
import { companyMessages } from '@paperless/core';
import type { Ref } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { ClientFormControl, PlanChoice, PlanOption } from './clientFormValues';

const PAY_FREQUENCIES = [{ value: 'monthly', label: 'Monthly' }];

interface ClientPlanFieldsProps {
  control: ClientFormControl;
  choice: PlanChoice;
  onChoiceChange: (choice: PlanChoice) => void;
  /** Edit of a client on a custom plan: that plan is changed in the subscription module. */
  customLocked: boolean;
  standardPlans: readonly PlanOption[];
  customPlans: readonly PlanOption[];
  plansLoading: boolean;
  onCreateCustomPlan: () => void;
}

/** The subscription: two exclusive checkboxes (Plans, Custom Plan) and the pay frequency. */
export function ClientPlanFields(props: ClientPlanFieldsProps) {
  const { control, choice, onChoiceChange, customLocked } = props;
  const planId = useWatch({ control, name: 'plan_id' });
  const customPlan = props.customPlans.find((plan) => String(plan.id) === planId);

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="plan_id"
        render={({ field, fieldState }) => (
          <Fieldset legend="Subscription Plan" variant="unstyled">
            <Stack gap="xs">
              <Group gap="lg">
                <Checkbox
                  label="Plans"
                  checked={choice === 'standard'}
                  onChange={(event) =>
                    onChoiceChange(event.currentTarget.checked ? 'standard' : null)
                  }
                />
                <Checkbox
                  label="Custom Plan"
                  checked={choice === 'custom'}
                  disabled={customLocked}
                  onChange={(event) =>
                    onChoiceChange(event.currentTarget.checked ? 'custom' : null)
                  }
                />
              </Group>
              {customLocked && (
                <Text size="sm" c="dimmed">
                  {companyMessages.customPlanEditNote}
                </Text>
              )}
              {choice === 'standard' && (
                <Select
                  label="Standard Plan"
                  withAsterisk
                  placeholder={props.plansLoading ? 'Loading plans…' : 'Choose a plan'}
                  data={props.standardPlans.map((plan) => ({
                    value: String(plan.id),
                    label: plan.name,
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  nothingFoundMessage="No active plans"
                />
              )}
              {choice === 'custom' && (
                <CustomPlanSummary
                  plan={customPlan}
                  locked={customLocked}
                  onCreate={props.onCreateCustomPlan}
                  buttonRef={field.ref}
                />
              )}
              {choice !== 'standard' && fieldState.error && (
                <Input.Error>{fieldState.error.message}</Input.Error>
              )}
            </Stack>
          </Fieldset>
        )}
      />
      <Controller
        control={control}
        name="plan_type"
        render={({ field }) => (
          <Select
            label="Pay Frequency"
            withAsterisk
            data={PAY_FREQUENCIES}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'monthly')}
            allowDeselect={false}
          />
        )}
      />
    </Stack>
  );
}

interface CustomPlanSummaryProps {
  plan: PlanOption | undefined;
  locked: boolean;
  onCreate: () => void;
  /** The plan field's ref: a submit without the plan focuses the way to create it. */
  buttonRef: Ref<HTMLButtonElement>;
}

/** The custom plan the client gets, or the way to create it. */
function CustomPlanSummary({ plan, locked, onCreate, buttonRef }: CustomPlanSummaryProps) {
  if (plan) {
    return (
      <Text size="sm" aria-live="polite">
        Custom plan: <strong>{plan.name}</strong> ({plan.encounter} encounters, $
        {plan.price.toFixed(2)} a month)
      </Text>
    );
  }
  if (locked) return null;
  return (
    <Group gap="sm" aria-live="polite">
      <Text size="sm" c="dimmed">
        No custom plan for this business name yet.
      </Text>
      <Button ref={buttonRef} size="compact-sm" variant="light" onClick={onCreate}>
        Create Custom Plan
      </Button>
    </Group>
  );
}
