import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { signupMessages } from '@paperless/core';
import { useEffect, useState } from 'react';
import { clearDraft, saveDraft } from './draft';
import { PaymentForm } from './PaymentForm';
import { failureMessage, successMessage, takenLoginEmail } from './outcome';
import { createPaymentIntent, registerClient, type SignupDetailsPayload } from './signupApi';

type Payload = SignupDetailsPayload;

interface StripePaymentProps {
  publishableKey: string;
  payload: Payload;
  amountLabel: string;
  onBack: () => void;
  onDone: (message: string) => void;
  /** The intent is refused for a login e-mail with an account, before anything is paid. */
  onEmailTaken: (message: string) => void;
}

interface Ready {
  stripe: Stripe;
  clientSecret: string;
}

/**
 * With Stripe keys: a PaymentIntent for the first month, confirmed by Stripe's payment element
 * (the card never touches this app). The server checks the intent with Stripe before it creates
 * the account.
 */
export default function StripePayment(props: StripePaymentProps) {
  const { publishableKey, payload, onEmailTaken } = props;
  const [ready, setReady] = useState<Ready>();
  const [loadError, setLoadError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    Promise.all([
      loadStripe(publishableKey),
      createPaymentIntent(Number(payload.planId), payload.loginEmail),
    ])
      .then(([stripe, intent]) => {
        if (cancelled) return;
        if (!stripe) setLoadError(signupMessages.paymentFormFailed);
        else setReady({ stripe, clientSecret: intent.client_secret });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const taken = takenLoginEmail(error);
        if (taken) onEmailTaken(taken);
        else setLoadError(signupMessages.paymentFormFailed);
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, payload.planId, payload.loginEmail, attempt, onEmailTaken]);

  if (loadError)
    return (
      <Stack>
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
        <Group justify="space-between">
          <Button variant="default" onClick={props.onBack}>
            Back
          </Button>
          <Button
            onClick={() => {
              setLoadError(undefined);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </Group>
      </Stack>
    );
  if (!ready) return <Loader aria-label="Loading payment form" mx="auto" role="status" />;
  return (
    <Elements stripe={ready.stripe} options={{ clientSecret: ready.clientSecret }}>
      <PayForm {...props} />
    </Elements>
  );
}

function PayForm({ payload, amountLabel, onBack, onDone }: StripePaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string>();
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    if (!stripe || !elements) return;
    setProblem(undefined);
    setPaying(true);
    try {
      // Kept for /signup-success in case Stripe sends the browser away to confirm.
      saveDraft(payload);
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/signup-success` },
        redirect: 'if_required',
      });
      if (result.error) {
        const { type, message } = result.error;
        const cardProblem = type === 'card_error' || type === 'validation_error';
        setProblem(cardProblem && message ? message : signupMessages.unexpected);
        return;
      }
      if (result.paymentIntent.status !== 'succeeded') {
        setProblem(signupMessages.unexpected);
        return;
      }
      await registerClient({ ...payload, paymentIntentId: result.paymentIntent.id });
      clearDraft();
      onDone(successMessage(false));
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setPaying(false);
    }
  };

  return (
    <PaymentForm
      amountLabel={amountLabel}
      onBack={onBack}
      onPay={() => void pay()}
      paying={paying}
      payDisabled={!stripe || !elements}
      problem={problem}
    >
      <PaymentElement onLoadError={() => setProblem(signupMessages.paymentFormFailed)} />
    </PaymentForm>
  );
}
