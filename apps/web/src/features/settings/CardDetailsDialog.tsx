import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { brandLabel, cardMessages, maskedCardNumber, type Card } from '@paperless/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ResponsiveModal, type DialogProps } from '../../ui/ResponsiveModal';
import { AddCardDialog } from './AddCardDialog';
import { useCard, useDeleteCard } from './cardApi';
import { LoadError } from '../../ui/LoadError';

/** Settings → Card Details: the one saved card with OK and Delete, or the way to add one. */
export function CardDetailsDialog({ opened, onClose }: DialogProps) {
  const card = useCard(opened);
  const [adding, setAdding] = useState(false);
  const saved = card.data?.data[0];

  return (
    <>
      <ResponsiveModal opened={opened} onClose={onClose} title="Card Details">
        {card.isError ? (
          <LoadError title="The card could not be loaded" query={card} />
        ) : !card.data ? (
          <Stack aria-busy aria-label="Loading card">
            <Skeleton height={72} radius="md" />
            <Skeleton height={36} radius="sm" />
          </Stack>
        ) : saved ? (
          <SavedCard card={saved} onClose={onClose} />
        ) : (
          <Stack>
            <Text>{cardMessages.noCard}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => setAdding(true)}>Add Card</Button>
            </Group>
          </Stack>
        )}
      </ResponsiveModal>
      {card.data && (
        <AddCardDialog
          opened={opened && adding}
          onClose={() => setAdding(false)}
          mode={card.data.mode}
          publishableKey={card.data.publishable_key}
        />
      )}
    </>
  );
}

function SavedCard({ card, onClose }: { card: Card; onClose: () => void }) {
  const deleteCard = useDeleteCard();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Confirm Action',
      children: (
        <Text size="sm">
          Delete the {brandLabel(card.card_brand)} card ending in {card.card_last_four}? Your plan
          cannot renew until a card is added again.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // Above the Card Details dialog.
      zIndex: 400,
      onConfirm: () =>
        deleteCard.mutate(card.id, {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: (error) => notifyError(errorMessage(error)),
        }),
    });

  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Group wrap="nowrap" align="flex-start">
          <IconCreditCard size={32} stroke={1.5} aria-hidden />
          <Stack gap={2}>
            <Text fw={600}>{brandLabel(card.card_brand)}</Text>
            <Text ff="monospace">{maskedCardNumber(card.card_last_four)}</Text>
            <Text size="sm" c="dimmed">
              Expires {String(card.exp_month).padStart(2, '0')} / {card.exp_year}
            </Text>
            <Text size="sm" c="dimmed">
              {card.card_holder_name}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Group justify="flex-end">
        <Button variant="light" color="red" loading={deleteCard.isPending} onClick={confirmDelete}>
          Delete
        </Button>
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Stack>
  );
}
