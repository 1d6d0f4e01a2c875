import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface PaymentFormProps {
  amountLabel: string;
  onBack: () => void;
  /** Starts the payment (the form's submit). */
  onPay: () => void;
  /** The payment is under way: Pay spins and Back is off. */
  paying: boolean;
  /** Pay is off: the card is incomplete, or the card field is not ready. */
  payDisabled: boolean;
  /** Why the last try failed, shown above the buttons. */
  problem: string | undefined;
  /** The card's fields. */
  children: ReactNode;
}

/** The payment step's form, in demo mode and with Stripe: the card, a problem, Back and Pay. */
export function PaymentForm({
  amountLabel,
  onBack,
  onPay,
  paying,
  payDisabled,
  problem,
  children,
}: PaymentFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
    >
      <Stack>
        {children}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={paying}>
            Back
          </Button>
          <Button type="submit" disabled={payDisabled} loading={paying}>
            Pay {amountLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
