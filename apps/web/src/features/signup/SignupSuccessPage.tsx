import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { signupMessages } from '@paperless/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clearDraft, loadDraft } from './draft';
import { failureMessage, successMessage } from './outcome';
import { SignupDone } from './SignupResult';
import { SignupShell } from './SignupShell';
import { registerClient } from './signupApi';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * /signup-success: where Stripe sends the browser back after confirming a payment. The form
 * waited in sessionStorage; with the PaymentIntent from the URL it completes the registration,
 * which the server accepts only once Stripe confirms the payment.
 */
export function SignupSuccessPage() {
  const [params] = useSearchParams();
  // What Stripe's return and this tab's storage hold, read once: the URL does not change here.
  const [start] = useState(() => ({
    intentId: params.get('payment_intent'),
    succeeded: params.get('redirect_status') === 'succeeded',
    draft: loadDraft(),
  }));
  const usable = start.succeeded && start.intentId !== null && start.draft !== undefined;
  const [answer, setAnswer] = useState<Outcome>();
  const outcome: Outcome | undefined = usable
    ? answer
    : { ok: false, message: signupMessages.unexpected };
  // One registration per visit, even when React runs the effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !start.intentId || !start.draft || !start.succeeded) return;
    started.current = true;
    registerClient({ ...start.draft, paymentIntentId: start.intentId })
      .then(() => {
        clearDraft();
        setAnswer({ ok: true, message: successMessage(false) });
      })
      .catch((error: unknown) => setAnswer({ ok: false, message: failureMessage(error) }));
  }, [start]);

  return (
    <SignupShell title="Create your account">
      {!outcome && <Loader aria-label="Creating your account" mx="auto" role="status" />}
      {outcome?.ok && <SignupDone message={outcome.message} />}
      {outcome && !outcome.ok && (
        <Stack>
          <Alert color="red" role="alert">
            {outcome.message}
          </Alert>
          <Anchor component={Link} to="/signup">
            Back to signup
          </Anchor>
        </Stack>
      )}
    </SignupShell>
  );
}
