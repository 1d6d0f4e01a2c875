import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { SubmittedFile } from '@paperless/core';
import type { QueryKey } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError } from '../../ui/notify';
import { useRetryPdf } from './submittedFormsApi';

/** What a file without a PDF to hand shows in place of its view and download actions. */
export const FILE_STATUS_TEXT: Record<Exclude<SubmittedFile['status'], 'ready'>, string> = {
  pending: 'Preparing PDF…',
  failed: 'PDF could not be created',
  unavailable: 'No PDF available',
};

export const RETRY_LABEL = 'Try again';

interface PdfStatusProps {
  file: Pick<SubmittedFile, 'submission_id' | 'form_name' | 'status'>;
  /** The company provider staff act on; undefined for a clinic user's own. */
  companyId: number | undefined;
  /** Other lists that show this file and are asked again after a retry (Activity's). */
  refresh?: readonly QueryKey[];
}

/**
 * A file's PDF that is not ready: being made, unavailable, or failed (issue 39) with "Try again",
 * which puts it back in the queue; the list is then asked again and shows it being made. The
 * button is named for its form, so a screen reader tells the rows apart. Stacked, so a phone's
 * narrow row keeps the text and the button whole.
 */
export function PdfStatus({ file, companyId, refresh }: PdfStatusProps) {
  const retry = useRetryPdf(companyId, refresh);
  if (file.status === 'ready') return null;
  const failed = file.status === 'failed';
  return (
    <Stack gap={4} align="flex-end">
      <Group gap={6} wrap="nowrap">
        {file.status === 'pending' && <Loader size={14} aria-hidden />}
        <Text size="xs" c={failed ? 'red.9' : 'dimmed'} ta="right">
          {FILE_STATUS_TEXT[file.status]}
        </Text>
      </Group>
      {failed && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          aria-label={`${RETRY_LABEL} for ${file.form_name}`}
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(file.submission_id, {
              onError: (error) => notifyError(errorMessage(error)),
            })
          }
        >
          {RETRY_LABEL}
        </Button>
      )}
    </Stack>
  );
}
