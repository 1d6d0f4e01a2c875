import { Text } from '@mantine/core';
import { ResponsiveModal } from '../../ui/ResponsiveModal';

export function CardDetailsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Card Details">
      <Text c="dimmed">Coming soon</Text>
    </ResponsiveModal>
  );
}
