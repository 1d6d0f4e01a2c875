import type { SignupAgreements } from '@paperless/core';
import { useState } from 'react';
import { AgreementsStep, type AcceptedAgreements } from './AgreementsStep';
import { failureMessage, takenLoginEmail } from './outcome';
import { registerClient, type SignupDetailsPayload } from './signupApi';

interface TrialStartProps {
  payload: Omit<SignupDetailsPayload, keyof AcceptedAgreements>;
  initial: SignupAgreements | undefined;
  onBack: () => void;
  onDone: (message: string) => void;
  onEmailTaken: (message: string) => void;
}

/**
 * Decision 29: the free trial's last step. The same registration as a paid signup, with
 * `trial` and no payment; the agreements are its only extra.
 */
export function TrialStart({ payload, initial, onBack, onDone, onEmailTaken }: TrialStartProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const start = async (agreements: AcceptedAgreements) => {
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await registerClient({ ...payload, ...agreements, trial: true });
      onDone(answer.message);
    } catch (error) {
      const taken = takenLoginEmail(error);
      if (taken) onEmailTaken(taken);
      else setProblem(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AgreementsStep
      initial={initial}
      submitLabel="Start free trial"
      busy={busy}
      problem={problem}
      onBack={onBack}
      onSubmit={(agreements) => void start(agreements)}
    />
  );
}
