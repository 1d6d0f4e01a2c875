import { Alert, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SentLink } from '@paperless/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { SENT_LINKS_PAGE_SIZE, useResendLink, useSentLinks } from './sendingApi';
import { SentLinksTable } from './SentLinksTable';
import type { SendTarget } from './target';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

export interface SentLinksDialogProps {
  target: SendTarget | null;
  /** The company acted on; provider staff pass it from the company detail page. */
  companyId?: number;
  opened: boolean;
  onClose: () => void;
}

/** Who a form or bucket was sent to, where each link stands, and a resend per link. */
export function SentLinksDialog({ target, companyId, opened, onClose }: SentLinksDialogProps) {
  const [page, setPage] = useState(1);
  const links = useSentLinks(opened ? target : null, companyId, page);
  const resend = useResendLink(companyId);

  const total = links.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SENT_LINKS_PAGE_SIZE));
  const close = () => {
    setPage(1);
    onClose();
  };
  const onResend = (link: SentLink) =>
    resend.mutate(link.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <ResponsiveModal opened={opened} onClose={close} title="Sent links" size="xl">
      <Stack>
        <Text size="sm">
          <Text span fw={600}>
            {target?.title}
          </Text>{' '}
          — resending sends a new link; the one sent before stops working.
        </Text>
        {links.isError ? (
          <Alert color="red" icon={<IconAlertCircle />} title="The sent links could not be loaded">
            <Text size="sm" mb="sm">
              {links.error.message}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void links.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <SentLinksTable
            links={links.data?.data}
            isLoading={links.isPending}
            onResend={onResend}
            resendingId={resend.isPending ? (resend.variables ?? null) : null}
          />
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? 'link' : 'links'}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          )}
          <Button variant="default" onClick={close}>
            Close
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
