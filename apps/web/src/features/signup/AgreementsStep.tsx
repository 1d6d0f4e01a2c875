import { zodResolver } from '../../lib/zodResolver';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  currentAgreementVersions,
  LEGAL_DOCUMENTS,
  proofMessages,
  signupAgreementsObject,
  type LegalDocument,
  type SignupAgreements,
} from '@paperless/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ProofOfWorkCheck } from '../../ui/ProofOfWorkCheck';
import { fieldProps } from '../../lib/formField';

/** The agreements and the solved "I'm not a robot" check every signup sends (Security III). */
export type AcceptedAgreements = SignupAgreements & { altcha: string };
export const SIGNUP_CHALLENGE_URL = '/api/signup/challenge';

interface AgreementsStepProps {
  /** What was ticked before (Back from the payment keeps it). */
  initial: SignupAgreements | undefined;
  /** 'Continue' to the payment, or 'Start free trial' when there is none. */
  submitLabel: string;
  busy?: boolean;
  /** The server's refusal of the last attempt, if any. */
  problem?: string | undefined;
  onBack: () => void;
  onSubmit: (agreements: AcceptedAgreements) => void;
}

/** The boxes start unticked, which the schema (true only) refuses until ticked. */
type AgreementsInput = Omit<SignupAgreements, 'acceptTerms' | 'acceptBaa'> & {
  acceptTerms: boolean;
  acceptBaa: boolean;
};
const resolver = zodResolver(signupAgreementsObject) as unknown as Resolver<
  AgreementsInput,
  unknown,
  SignupAgreements
>;

/**
 * Issue 20: before any payment (or the trial's start) the owner accepts the Terms of Service and
 * the Business Associate Agreement. Each page opens in a new tab so the wizard keeps what was
 * typed; the versions sent are the ones this build shows, and the server refuses stale ones.
 * Security III: the step also asks the self-hosted "I'm not a robot" check. The server spends a
 * solution at the first try, so once sent the check is solved again, by itself.
 */
export function AgreementsStep(props: AgreementsStepProps) {
  const [proof, setProof] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string>();
  const [round, setRound] = useState(0);
  const form = useForm<AgreementsInput, unknown, SignupAgreements>({
    resolver,
    defaultValues: {
      acceptTerms: props.initial?.acceptTerms ?? false,
      acceptBaa: props.initial?.acceptBaa ?? false,
      // The versions this build shows: the pages the links open.
      ...currentAgreementVersions(),
    },
  });
  const { register, handleSubmit, formState } = form;
  const input = fieldProps(register, formState.errors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!proof) setProofError(proofMessages.required);
    return handleSubmit((values) => {
      if (!proof) return;
      props.onSubmit({ ...values, altcha: proof });
      // A solution is spent by the server's first look at it: a next try solves a new one.
      setProof(null);
      setRound((n) => n + 1);
    })(event);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <Text>
          Please read and accept both documents. They form the agreement between your practice and
          Paperless Clinic.
        </Text>
        <Checkbox
          {...input('acceptTerms')}
          label={<Agreement document="terms">I have read and accept the</Agreement>}
        />
        <Checkbox
          {...input('acceptBaa')}
          label={
            <Agreement document="baa">
              On behalf of my practice, I have read and accept the
            </Agreement>
          }
        />
        <ProofOfWorkCheck
          key={round}
          challengeUrl={SIGNUP_CHALLENGE_URL}
          auto={round > 0}
          error={proofError}
          onChange={(payload) => {
            setProof(payload);
            if (payload) setProofError(undefined);
          }}
        />
        {props.problem && (
          <Alert color="red" role="alert">
            {props.problem}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={props.onBack} disabled={props.busy}>
            Back
          </Button>
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Agreement({ document, children }: { document: LegalDocument; children: ReactNode }) {
  const { title, path, version } = LEGAL_DOCUMENTS[document];
  return (
    <>
      {children}{' '}
      <Anchor href={path} target="_blank" rel="noopener">
        {title}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>{' '}
      (version {version}).
    </>
  );
}
