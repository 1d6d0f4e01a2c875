import { Input, Loader, Stack, TextInput } from '@mantine/core';
import { CARD_LIMITS, cardMessages } from '@paperless/core';
import { useEffect, useRef, useState } from 'react';
import type { CardFormProps } from './DemoCardForm';
import { CardFormEnd } from './CardFormEnd';

// The little of Stripe.js this form uses; loaded from Stripe, never bundled (PCI: the card
// fields are Stripe's own iframe, so the number never touches this app).
interface StripeCardElement {
  mount: (node: HTMLElement) => void;
  destroy: () => void;
  on: (
    event: 'change',
    handler: (e: { complete: boolean; error?: { message: string } }) => void,
  ) => void;
}
interface StripeJs {
  elements: () => { create: (type: 'card') => StripeCardElement };
  createPaymentMethod: (options: {
    type: 'card';
    card: StripeCardElement;
    billing_details: { name: string };
  }) => Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
// Read through this narrow type: @stripe/stripe-js (the signup's PaymentElement) declares
// window.Stripe globally with its full, differently shaped types.
const stripeFactory = () =>
  (window as unknown as { Stripe?: (publishableKey: string) => StripeJs }).Stripe;

const FIELD_STYLE = {
  padding: '10px 12px',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-sm)',
};
const STRIPE_JS = 'https://js.stripe.com/v3/';
let loading: Promise<void> | undefined;

function loadStripeJs(): Promise<void> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error(cardMessages.providerFailed));
    };
    document.head.append(script);
  });
  return loading;
}

/** With Stripe keys: Stripe's hosted card field, and only the PaymentMethod id goes to our server. */
export function StripeCardForm({
  publishableKey,
  onProceed,
  onCancel,
  serverError,
  holderError,
}: CardFormProps & { publishableKey: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);
  const [holder, setHolder] = useState('');
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    loadStripeJs()
      .then(() => {
        const createStripe = stripeFactory();
        if (cancelled || !createStripe || !mountRef.current) return;
        const stripe = createStripe(publishableKey);
        card = stripe.elements().create('card');
        card.on('change', (event) => {
          setComplete(event.complete);
          setError(event.error?.message);
        });
        card.mount(mountRef.current);
        stripeRef.current = { stripe, card };
        setReady(true);
      })
      .catch((failure: Error) => setError(failure.message));
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  const proceed = async () => {
    const current = stripeRef.current;
    if (!current) return;
    setSaving(true);
    try {
      const result = await current.stripe.createPaymentMethod({
        type: 'card',
        card: current.card,
        billing_details: { name: holder.trim() },
      });
      if (result.paymentMethod) await onProceed(result.paymentMethod.id, holder.trim());
      else setError(result.error?.message ?? cardMessages.providerFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <TextInput
        label="Card holder name"
        withAsterisk
        maxLength={CARD_LIMITS.holderName}
        value={holder}
        error={holderError}
        onChange={(event) => setHolder(event.currentTarget.value)}
        data-autofocus
      />
      <Input.Wrapper label="Card details" withAsterisk error={error}>
        {!ready && !error && <Loader size="xs" aria-label="Loading card field" role="status" />}
        {/* Stripe owns this node's children (its iframe); React renders nothing inside it. */}
        <div ref={mountRef} style={FIELD_STYLE} />
      </Input.Wrapper>
      <CardFormEnd
        serverError={serverError}
        onCancel={onCancel}
        disabled={holder.trim() === '' || !complete}
        saving={saving}
        onProceed={() => void proceed()}
      />
    </Stack>
  );
}
