import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { brandLabel, type ClinicBilling, type OwedInvoice } from '@paperless/core';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/formErrors';
import { notifySuccess } from '../../ui/notify';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { DemoCardForm, StripeCardForm } from '../settings';
import { usePayNow } from './billingApi';
import { usd } from './money';

interface PayNowDialogProps {
  opened: boolean;
  onClose: () => void;
  invoice: OwedInvoice;
  billing: Pick<ClinicBilling, 'card' | 'payment_mode' | 'publishable_key'>;
}

/** The refusal's words: a decline under the card, anything else as the server said it. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.errors?.card?.[0] ?? error.errors?.paymentMethodId?.[0];
    if (field) return field;
  }
  return errorMessage(error);
}

/**
 * Pay one unpaid invoice: with the saved card in one click, or with a new card (the same demo
 * and Stripe forms as Add Card), which then replaces the saved one.
 */
export function PayNowDialog({ opened, onClose, invoice, billing }: PayNowDialogProps) {
  const payNow = usePayNow();
  const [newCard, setNewCard] = useState(!billing.card);
  const [refusal, setRefusal] = useState<string>();

  const close = () => {
    setRefusal(undefined);
    setNewCard(!billing.card);
    onClose();
  };

  const pay = async (card?: { paymentMethodId: string; cardholdername: string }) => {
    setRefusal(undefined);
    try {
      const { message } = await payNow.mutateAsync({
        invoiceId: invoice.id,
        body: card ? { new_card: card } : {},
      });
      notifySuccess(message);
      close();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const cardForm = {
    onProceed: (paymentMethodId: string, holderName: string) =>
      pay({ paymentMethodId, cardholdername: holderName }),
    onCancel: billing.card ? () => setNewCard(false) : close,
    serverError: refusal,
  };

  return (
    <ResponsiveModal opened={opened} onClose={close} title="Pay now">
      <Stack>
        <Text>
          Invoice {invoice.number}: <strong>{usd(invoice.amount)}</strong>
        </Text>
        {!newCard && billing.card ? (
          <>
            <Paper withBorder p="md" radius="md">
              <Group wrap="nowrap">
                <IconCreditCard size={28} stroke={1.5} aria-hidden />
                <Text>
                  {brandLabel(billing.card.brand)} ending in {billing.card.last_four}
                </Text>
              </Group>
            </Paper>
            {refusal && (
              <Alert color="red" role="alert" icon={<IconAlertCircle />}>
                {refusal}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => setNewCard(true)}>
                Use another card
              </Button>
              <Group>
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button loading={payNow.isPending} onClick={() => void pay()}>
                  Pay {usd(invoice.amount)}
                </Button>
              </Group>
            </Group>
          </>
        ) : billing.payment_mode === 'demo' ? (
          <DemoCardForm {...cardForm} />
        ) : billing.publishable_key ? (
          <StripeCardForm publishableKey={billing.publishable_key} {...cardForm} />
        ) : (
          <Alert color="red" icon={<IconAlertCircle />}>
            Cards cannot be added: the payment provider is not fully set up. Please contact support.
          </Alert>
        )}
      </Stack>
    </ResponsiveModal>
  );
}
