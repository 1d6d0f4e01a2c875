import { Stack, Text } from '@mantine/core';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { ActivityPanel } from '../activity';
import type { SendTarget } from './target';
import { CloseRow } from '../../ui/CloseRow';

export interface SentLinksDialogProps {
  target: SendTarget | null;
  /** The company acted on; provider staff pass it from the company detail page. */
  companyId?: number;
  opened: boolean;
  onClose: () => void;
}

/** Who a form or bucket was sent to, where each link stands, and its actions: Activity, narrowed. */
export function SentLinksDialog({ target, companyId, opened, onClose }: SentLinksDialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Sent links" size="xl">
      <Stack>
        <Text size="sm">
          <Text span fw={600}>
            {target?.title}
          </Text>{' '}
          — resending sends a new link; the one sent before stops working.
        </Text>
        {target && (
          <ActivityPanel
            // A new target starts on page 1 with no search.
            key={`${target.kind}:${target.id}`}
            companyId={companyId}
            formId={target.kind === 'form' ? target.id : undefined}
            bucketId={target.kind === 'bucket' ? target.id : undefined}
          />
        )}
        <CloseRow onClose={onClose} />
      </Stack>
    </ResponsiveModal>
  );
}
