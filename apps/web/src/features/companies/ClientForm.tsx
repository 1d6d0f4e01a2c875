import { zodResolver } from '../../lib/zodResolver';
import { Box, Button, Divider, Group, LoadingOverlay, Stack } from '@mantine/core';
import {
  companyMessages,
  companyPayloadSchema,
  type Company,
  type CompanyPayload,
  type Plan,
} from '@paperless/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { applyFieldErrors } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ClientBusinessFields } from './ClientBusinessFields';
import { ClientContactFields } from './ClientContactFields';
import { clientSaveFailure, fieldErrorOf } from './clientErrors';
import {
  CLIENT_FIELDS,
  findCustomPlan,
  type ClientFormValues,
  type PlanChoice,
  type PlanOption,
} from './clientFormValues';
import { ClientPlanFields } from './ClientPlanFields';
import { useActivePlans, type CompanyAnswer } from './clientsApi';
import { CustomPlanDialog } from './CustomPlanDialog';
import { LogoInput } from './LogoInput';
import { SalesContactSelect } from './SalesContactSelect';

// The inputs are all text, which the shared schema reads as it reads a multipart body (ids as
// text, blanks as none). Its declared input type is looser (ids unknown, optional blanks), which
// the resolver's types cannot express without this cast.
const resolver = zodResolver(companyPayloadSchema) as unknown as Resolver<
  ClientFormValues,
  unknown,
  CompanyPayload
>;

export interface ClientFormProps {
  mode: 'create' | 'edit';
  defaultValues: ClientFormValues;
  initialChoice: PlanChoice;
  /** Edit: the client's plan now, offered even if it is no longer active. */
  currentPlan: Company['plan'];
  /** false for a Sales Person: the server makes them the client's sales contact. */
  withSalesContact: boolean;
  onSave: (payload: CompanyPayload, logo: File | null) => Promise<CompanyAnswer>;
  onSaved: () => void;
  /** Told while Create Custom Plan is open, so Escape closes only that dialog. */
  onNestedDialogChange: (open: boolean) => void;
  /** Edit: shown under the login e-mail (a pending change, the Super Admin's force). */
  emailNote?: ReactNode;
}

export function ClientForm(props: ClientFormProps) {
  const { mode, currentPlan } = props;
  const form = useForm<ClientFormValues, unknown, CompanyPayload>({
    resolver,
    defaultValues: props.defaultValues,
    // The form registers State and Time zone before the text inputs beside them; the first
    // message is focused in the order the form shows its fields instead (focusFirstError).
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setValue, getValues, clearErrors, formState } = form;
  const focusFirstError = () => {
    const first = CLIENT_FIELDS.find((name) => form.getFieldState(name).error);
    if (first) form.setFocus(first);
  };
  const plans = useActivePlans();
  const [choice, setChoice] = useState<PlanChoice>(props.initialChoice);
  const [createdPlans, setCreatedPlans] = useState<Plan[]>([]);
  const [customDialogOpen, setCustomDialogOpen] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);

  const customLocked = mode === 'edit' && currentPlan?.on_demand === true;
  const customCandidates = [...(plans.data?.['custom-plans'] ?? []), ...createdPlans];
  const standardOptions = withCurrent(plans.data?.plans ?? [], currentPlan, false);
  const customOptions = withCurrent(customCandidates, currentPlan, true);

  const openCustomDialog = (open: boolean) => {
    setCustomDialogOpen(open);
    props.onNestedDialogChange(open);
  };

  const changeChoice = (next: PlanChoice) => {
    setChoice(next);
    clearErrors('plan_id');
    if (next === 'custom') {
      // The business's own custom plan, when one exists, is taken at once; else create it.
      const match = findCustomPlan(customCandidates, getValues('name'));
      setValue('plan_id', match ? String(match.id) : '');
      if (!match) openCustomDialog(true);
    } else {
      const keep = next === 'standard' && props.initialChoice === 'standard';
      setValue('plan_id', keep ? props.defaultValues.plan_id : '');
    }
  };

  const onValid = async (payload: CompanyPayload) => {
    const body = mode === 'create' ? { ...payload, current_plan_id: payload.plan_id } : payload;
    try {
      const { message } = await props.onSave(body, mode === 'create' ? logo : null);
      notifySuccess(message);
      props.onSaved();
    } catch (error) {
      const onFields = applyFieldErrors(error, setError, CLIENT_FIELDS);
      const onPlan = fieldErrorOf(error, 'current_plan_id');
      if (onPlan) setError('plan_id', { type: 'server', message: onPlan });
      focusFirstError();
      const onLogo = fieldErrorOf(error, 'logo');
      if (onLogo) setLogoError(onLogo);
      if (!onFields && !onPlan && !onLogo) notifyError(clientSaveFailure(error));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The spec: a custom plan named after the business must exist, else nothing is sent. It is
    // checked with the other fields, not before them, so one submit shows every message.
    let customPlanMissing = false;
    if (choice === 'custom' && !customLocked) {
      const match = findCustomPlan(customCandidates, getValues('name'));
      customPlanMissing = match === undefined;
      // No plan id left over from an earlier business name: the schema then stops the save.
      setValue('plan_id', match ? String(match.id) : '');
    }
    const onInvalid = () => {
      if (customPlanMissing) {
        // In place of the plan's "required"; its input is then Create Custom Plan.
        setError('plan_id', { type: 'custom-plan', message: companyMessages.noCustomPlanMatch });
        notifyError(companyMessages.noCustomPlanMatch);
      }
      focusFirstError();
    };
    void handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <>
      <Box pos="relative">
        <LoadingOverlay visible={formState.isSubmitting} zIndex={10} />
        <form
          noValidate
          onSubmit={submit}
          aria-label={mode === 'create' ? 'Add Client' : 'Edit Client'}
        >
          <Stack>
            <ClientBusinessFields control={control} />
            {mode === 'create' && (
              <LogoInput
                value={logo}
                error={logoError}
                onChange={(file, problem) => {
                  setLogo(file);
                  setLogoError(problem);
                }}
              />
            )}
            <Divider label="Client Contact" labelPosition="left" />
            <ClientContactFields control={control} emailNote={props.emailNote} />
            <Divider label="Subscription" labelPosition="left" />
            <ClientPlanFields
              control={control}
              choice={choice}
              onChoiceChange={changeChoice}
              customLocked={customLocked}
              standardPlans={standardOptions}
              customPlans={customOptions}
              plansLoading={plans.isPending}
              onCreateCustomPlan={() => openCustomDialog(true)}
            />
            {props.withSalesContact && <SalesContactSelect control={control} />}
            <Group justify="flex-end">
              <Button type="submit" loading={formState.isSubmitting}>
                {mode === 'create' ? 'Add Client' : 'Update Client'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Box>
      {/* Outside the client <form>: a submit inside the dialog must not submit the client. */}
      <CustomPlanDialog
        opened={customDialogOpen}
        onClose={() => openCustomDialog(false)}
        companyName={getValues('name')}
        onCreated={(plan) => {
          setCreatedPlans((current) => [...current, plan]);
          setValue('plan_id', String(plan.id));
          clearErrors('plan_id');
          openCustomDialog(false);
        }}
      />
    </>
  );
}

/** The plans offered, with the client's current plan added when it is no longer active. */
function withCurrent(
  plans: readonly PlanOption[],
  current: Company['plan'],
  custom: boolean,
): PlanOption[] {
  if (!current || current.on_demand !== custom || plans.some((p) => p.id === current.id)) {
    return [...plans];
  }
  return [...plans, current];
}
