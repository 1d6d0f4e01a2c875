import { Alert } from '@mantine/core';
import { DEMO_PAYMENT_MS, signupMessages } from '@paperless/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { checkDemoCard, DemoCardFields } from '../settings';
import { PaymentForm } from './PaymentForm';
import { failureMessage, successMessage, takenLoginEmail } from './outcome';
import { registerClient, type SignupDetailsPayload } from './signupApi';

// Stripe's test card for a decline ends in 0002; the demo declines it too, as the billing run does.
const DECLINED_LAST_FOUR = '0002';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DemoPaymentProps {
  payload: SignupDetailsPayload;
  amountLabel: string;
  onBack: () => void;
  onDone: (message: string) => void;
  onEmailTaken: (message: string) => void;
}

/**
 * Demo mode (no Stripe keys, decision 17): the spec's demo card form and a 2-second simulated
 * payment. The number and expiry are sent for the server to check (it keeps only brand, last
 * four and expiry); the CVC never leaves this component.
 */
export function DemoPayment({
  payload,
  amountLabel,
  onBack,
  onDone,
  onEmailTaken,
}: DemoPaymentProps) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string>();
  const holder = `${payload.firstName} ${payload.lastName}`;
  const check = checkDemoCard({ ...card, holder });
  const set = (field: keyof typeof card, value: string) =>
    setCard((current) => ({ ...current, [field]: value }));

  const pay = async () => {
    if (!check.paymentMethodId) return;
    setProblem(undefined);
    setPaying(true);
    try {
      await wait(DEMO_PAYMENT_MS);
      if (card.number.replace(/\D/g, '').endsWith(DECLINED_LAST_FOUR)) {
        setProblem(signupMessages.demoDeclined);
        return;
      }
      await registerClient({
        ...payload,
        cardNumber: card.number.replace(/\D/g, ''),
        cardExpiry: card.expiry,
      });
      onDone(successMessage(true));
    } catch (error) {
      const taken = takenLoginEmail(error);
      if (taken) onEmailTaken(taken);
      else setProblem(failureMessage(error));
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
      payDisabled={!check.complete}
      problem={problem}
    >
      <Alert color="blue" icon={<IconInfoCircle />} title="Demo mode">
        {signupMessages.demoNote} Try 4242 4242 4242 4242 with any future date; a card ending in
        0002 is declined.
      </Alert>
      <DemoCardFields values={card} errors={check.errors} onChange={set} />
    </PaymentForm>
  );
}
