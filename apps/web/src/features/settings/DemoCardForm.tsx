import { Alert, Stack, TextInput } from '@mantine/core';
import { CARD_LIMITS, cardMessages } from '@paperless/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CardFormEnd } from './CardFormEnd';
import { DemoCardFields } from './DemoCardFields';
import { checkDemoCard, EMPTY_DEMO_CARD, type DemoCardValues } from './cardInput';

export interface CardFormProps {
  /** The payment method to save and the holder's name; resolves once saved. */
  onProceed: (paymentMethodId: string, holderName: string) => Promise<void>;
  onCancel: () => void;
  /** A refusal from the server, shown above the buttons. */
  serverError?: string | undefined;
  holderError?: string | undefined;
}

/**
 * Demo mode's card form (decision 17): the card is checked here (Luhn, expiry) and only its
 * brand, last four digits and expiry are sent, as a demo payment method id. The number and CVC
 * live in this component's state alone and go when the dialog closes.
 */
export function DemoCardForm({ onProceed, onCancel, serverError, holderError }: CardFormProps) {
  const [values, setValues] = useState<DemoCardValues>(EMPTY_DEMO_CARD);
  const [saving, setSaving] = useState(false);
  const check = checkDemoCard(values);
  const set = (field: keyof DemoCardValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const proceed = async () => {
    if (!check.paymentMethodId) return;
    setSaving(true);
    try {
      await onProceed(check.paymentMethodId, values.holder.trim());
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void proceed();
      }}
    >
      <Stack>
        <Alert color="blue" icon={<IconInfoCircle />} title="Demo mode">
          {cardMessages.demoMode} Try 4242 4242 4242 4242 with any future date.
        </Alert>
        <TextInput
          label="Card holder name"
          withAsterisk
          autoComplete="off"
          maxLength={CARD_LIMITS.holderName}
          value={values.holder}
          error={holderError}
          onChange={(event) => set('holder', event.currentTarget.value)}
          data-autofocus
        />
        <DemoCardFields values={values} errors={check.errors} onChange={set} />
        <CardFormEnd
          serverError={serverError}
          onCancel={onCancel}
          disabled={!check.complete}
          saving={saving}
        />
      </Stack>
    </form>
  );
}
