import { Stepper } from '@mantine/core';
import { parsePlanParam, type SignupDetails, type SignupDetailsInput } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AgreementsStep, type AcceptedAgreements } from './AgreementsStep';
import { DetailsStep, EMPTY_DETAILS } from './DetailsStep';
import { PaymentStep } from './PaymentStep';
import { PlanStep } from './PlanStep';
import { SignupDone, TrialHeld } from './SignupResult';
import { SignupShell } from './SignupShell';
import { fetchPublicPlans } from './signupApi';
import { TrialChoice } from './TrialChoice';
import { TrialStart } from './TrialStart';

/**
 * /signup: Plan, Details, Agreements, Payment (provider spec §2, issue 20). With `?trial=1` (the
 * landing page's free trial, decision 29) the same wizard ends at the agreements and starts a
 * 14-day trial without payment. Back always goes one step back and keeps what was typed;
 * Continue moves on only when the step validates.
 */
export function SignupPage() {
  const [params, setParams] = useSearchParams();
  const trial = params.get('trial') === '1';
  const plans = useQuery({ queryKey: ['public-plans'], queryFn: fetchPublicPlans });
  const [step, setStep] = useState(0);
  // The `plan` parameter (from the landing page) preselects a plan the server still sells.
  const [chosen, setChosen] = useState<number | null>(
    () => parsePlanParam(params.get('plan'))?.id ?? null,
  );
  const [typed, setTyped] = useState<SignupDetailsInput>(EMPTY_DETAILS);
  const [details, setDetails] = useState<SignupDetails>();
  const [agreements, setAgreements] = useState<AcceptedAgreements>();
  const [done, setDone] = useState<string>();
  // The last step found the login e-mail taken: step 2 shows it under the field.
  const [emailTaken, setEmailTaken] = useState<string>();
  const backToEmail = useCallback((message: string) => {
    setEmailTaken(message);
    setStep(1);
  }, []);

  const selected = plans.data?.some((p) => p.id === chosen) ? chosen : null;
  const plan = plans.data?.find((p) => p.id === selected);
  const title = trial ? 'Start your free 14-day trial' : 'Create your account';
  const switchTrial = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('trial', '1');
        else next.delete('trial');
        return next;
      },
      { replace: true },
    );

  if (done)
    return (
      <SignupShell title={title}>
        {trial && details ? (
          <TrialHeld message={done} loginEmail={details.loginEmail} />
        ) : (
          <SignupDone message={done} />
        )}
      </SignupShell>
    );

  return (
    <SignupShell title={title}>
      <Stepper
        active={step}
        size="sm"
        mb="lg"
        allowNextStepsSelect={false}
        aria-label="Signup progress"
      >
        <Stepper.Step label="Plan" />
        <Stepper.Step label="Details" />
        <Stepper.Step label="Agreements" />
        {!trial && <Stepper.Step label="Payment" />}
      </Stepper>
      {step === 0 && <TrialChoice trial={trial} onChange={switchTrial} />}
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
      {step === 2 && plan && details && trial && (
        <TrialStart
          payload={{ ...details, planId: plan.id }}
          initial={agreements}
          onBack={() => setStep(1)}
          onDone={setDone}
          onEmailTaken={backToEmail}
        />
      )}
      {step === 2 && !trial && (
        <AgreementsStep
          initial={agreements}
          submitLabel="Continue"
          onBack={() => setStep(1)}
          onSubmit={(accepted) => {
            setAgreements(accepted);
            setStep(3);
          }}
        />
      )}
      {step === 3 && !trial && plan && details && agreements && (
        <PaymentStep
          plan={plan}
          payload={{ ...details, ...agreements, planId: plan.id }}
          onBack={() => setStep(2)}
          onDone={setDone}
          onEmailTaken={backToEmail}
        />
      )}
    </SignupShell>
  );
}
