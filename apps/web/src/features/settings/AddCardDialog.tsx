import { Alert } from '@mantine/core';
import type { CardListResponse } from '@paperless/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/formErrors';
import { notifySuccess } from '../../ui/notify';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { useSignedInSession } from '../../lib/session';
import { useAddCard } from './cardApi';
import { DemoCardForm } from './DemoCardForm';
import { StripeCardForm } from './StripeCardForm';

interface AddCardDialogProps {
  opened: boolean;
  onClose: () => void;
  mode: CardListResponse['mode'];
  publishableKey: string | null;
}

/** The Add Card sub-dialog: demo form or Stripe's field; the card list reloads after a save. */
export function AddCardDialog({ opened, onClose, mode, publishableKey }: AddCardDialogProps) {
  const { user } = useSignedInSession();
  const addCard = useAddCard();
  const [refusal, setRefusal] = useState<{ holder?: string; other?: string }>({});

  const close = () => {
    setRefusal({});
    onClose();
  };

  const onProceed = async (paymentMethodId: string, holderName: string) => {
    setRefusal({});
    try {
      const { message } = await addCard.mutateAsync({
        // The Stripe customer's contact: the signed-in user and their practice.
        email: user.email,
        name: user.company?.name ?? `${user.first_name} ${user.last_name}`,
        paymentMethodId,
        cardholdername: holderName,
      });
      notifySuccess(message);
      close();
    } catch (error) {
      const holder = error instanceof ApiError ? error.errors?.cardholdername?.[0] : undefined;
      setRefusal(holder ? { holder } : { other: errorMessage(error) });
    }
  };

  const formProps = {
    onProceed,
    onCancel: close,
    serverError: refusal.other,
    holderError: refusal.holder,
  };
  return (
    // Above the Card Details dialog it opens from.
    <ResponsiveModal opened={opened} onClose={close} title="Add Card" zIndex={300}>
      {mode === 'demo' ? (
        <DemoCardForm {...formProps} />
      ) : publishableKey ? (
        <StripeCardForm publishableKey={publishableKey} {...formProps} />
      ) : (
        <Alert color="red" icon={<IconAlertCircle />}>
          Cards cannot be added: the payment provider is not fully set up. Please contact support.
        </Alert>
      )}
    </ResponsiveModal>
  );
}
