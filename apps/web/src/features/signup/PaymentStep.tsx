import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { signupMessages, type PublicPlan } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { DemoPayment } from './DemoPayment';
import { fetchSignupConfig, type SignupDetailsPayload } from './signupApi';

// Stripe's packages load only when the server has keys: demo mode never downloads them.
const StripePayment = lazy(() => import('./StripePayment'));

interface PaymentStepProps {
  plan: PublicPlan;
  payload: SignupDetailsPayload;
  onBack: () => void;
  onDone: (message: string) => void;
  /** The login e-mail has an account: the wizard goes back to it with the message. */
  onEmailTaken: (message: string) => void;
}

/** Step 3: the first month's payment, through Stripe or the demo card form (the server decides). */
export function PaymentStep({ plan, payload, onBack, onDone, onEmailTaken }: PaymentStepProps) {
  const config = useQuery({ queryKey: ['signup', 'config'], queryFn: fetchSignupConfig });
  const amountLabel = `$${plan.price.toFixed(2)}`;

  return (
    <Stack>
      <Text>
        {plan.name}: <strong>{amountLabel}</strong> for the first month, then monthly with any
        overage.
      </Text>
      {config.isPending && <Loader aria-label="Loading payment form" mx="auto" role="status" />}
      {config.isError && (
        <Alert color="red" role="alert">
          {signupMessages.paymentFormFailed}
          <Button variant="light" size="xs" ml="sm" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {config.data?.mode === 'demo' && (
        <DemoPayment
          payload={payload}
          amountLabel={amountLabel}
          onBack={onBack}
          onDone={onDone}
          onEmailTaken={onEmailTaken}
        />
      )}
      {config.data?.mode === 'stripe' &&
        (config.data.publishable_key ? (
          <Suspense fallback={<Loader aria-label="Loading payment form" mx="auto" role="status" />}>
            <StripePayment
              publishableKey={config.data.publishable_key}
              payload={payload}
              amountLabel={amountLabel}
              onBack={onBack}
              onDone={onDone}
              onEmailTaken={onEmailTaken}
            />
          </Suspense>
        ) : (
          <Alert color="red" role="alert">
            {signupMessages.paymentFormFailed}
          </Alert>
        ))}
      {config.isError && (
        <Button variant="default" onClick={onBack} w="fit-content">
          Back
        </Button>
      )}
    </Stack>
  );
}
