import { Stepper } from '@mantine/core';
import { parsePlanParam, type SignupDetails, type SignupDetailsInput } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DetailsStep, EMPTY_DETAILS } from './DetailsStep';
import { PaymentStep } from './PaymentStep';
import { PlanStep } from './PlanStep';
import { SignupDone } from './SignupResult';
import { SignupShell } from './SignupShell';
import { fetchPublicPlans } from './signupApi';

/**
 * /signup: Plan, Details, Payment (provider spec §2). Back always goes one step back and keeps
 * what was typed; Continue moves on only when the step validates.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const plans = useQuery({ queryKey: ['public-plans'], queryFn: fetchPublicPlans });
  const [step, setStep] = useState(0);
  // The `plan` parameter (from the landing page) preselects a plan the server still sells.
  const [chosen, setChosen] = useState<number | null>(
    () => parsePlanParam(params.get('plan'))?.id ?? null,
  );
  const [typed, setTyped] = useState<SignupDetailsInput>(EMPTY_DETAILS);
  const [details, setDetails] = useState<SignupDetails>();
  const [done, setDone] = useState<string>();
  // The last step found the login e-mail taken: step 2 shows it under the field.
  const [emailTaken, setEmailTaken] = useState<string>();
  const backToEmail = useCallback((message: string) => {
    setEmailTaken(message);
    setStep(1);
  }, []);

  const selected = plans.data?.some((p) => p.id === chosen) ? chosen : null;
  const plan = plans.data?.find((p) => p.id === selected);

  if (done)
    return (
      <SignupShell title="Create your account">
        <SignupDone message={done} />
      </SignupShell>
    );

  return (
    <SignupShell title="Create your account">
      <Stepper
        active={step}
        size="sm"
        mb="lg"
        allowNextStepsSelect={false}
        aria-label="Signup progress"
      >
        <Stepper.Step label="Plan" />
        <Stepper.Step label="Details" />
        <Stepper.Step label="Payment" />
      </Stepper>
      {step === 0 && (
        <PlanStep
          plans={plans.data}
          loading={plans.isPending}
          failed={plans.isError}
          onRetry={() => void plans.refetch()}
          selected={selected}
          onSelect={setChosen}
          onContinue={() => setStep(1)}
        />
      )}
      {step === 1 && (
        <DetailsStep
          initial={typed}
          loginEmailError={emailTaken}
          onBack={(values) => {
            setTyped(values);
            setStep(0);
          }}
          onContinue={(valid, values) => {
            setEmailTaken(undefined);
            setTyped(values);
            setDetails(valid);
            setStep(2);
          }}
        />
      )}
      {step === 2 && plan && details && (
        <PaymentStep
          plan={plan}
          payload={{ ...details, planId: plan.id }}
          onBack={() => setStep(1)}
          onDone={setDone}
          onEmailTaken={backToEmail}
        />
      )}
    </SignupShell>
  );
}
