import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { SubmissionUpload } from '@paperless/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { fileSize } from '../../lib/fileSize';
import { errorMessage } from '../../lib/formErrors';
import { notifyError } from '../../ui/notify';
import { downloadUpload, useSubmissionUploads } from './submissionUploads';

interface AttachmentsProps {
  submissionId: number;
  formName: string;
  /** The company provider staff act on; undefined for a clinic user's own. */
  companyId: number | undefined;
}

const TYPE_NAMES: Record<SubmissionUpload['mime'], string> = {
  'image/jpeg': 'JPEG photo',
  'image/png': 'PNG image',
  'application/pdf': 'PDF',
};

function typeText({ mime, pages }: SubmissionUpload): string {
  const name = TYPE_NAMES[mime];
  if (pages === null) return name;
  return `${name}, ${pages === 1 ? '1 page' : `${pages} pages`}`;
}

/**
 * The files a patient uploaded with one submitted form (an insurance card, a photo ID), each
 * with its own download. Asked for when the dialog shows the form; a form without any shows
 * nothing.
 */
export function Attachments({ submissionId, formName, companyId }: AttachmentsProps) {
  const uploads = useSubmissionUploads(submissionId, companyId);
  const [busy, setBusy] = useState<string | null>(null);

  if (uploads.isPending) {
    // Its own rows are drawn in a moment; a screen reader hears them then, not the placeholder.
    return <Skeleton height={28} radius="sm" mb={6} aria-hidden />;
  }
  if (uploads.isError) {
    return (
      <Text size="xs" c="red" pb={6}>
        The attachments of {formName} could not be loaded.
      </Text>
    );
  }
  if (uploads.data.length === 0) return null;

  const download = async (upload: SubmissionUpload) => {
    setBusy(upload.upload_id);
    try {
      await downloadUpload(submissionId, upload, companyId);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={4} pb={6} pl="lg">
      <Text size="xs" fw={600} c="gray.7" id={`attachments-${submissionId}`}>
        Attachments
      </Text>
      <Stack gap={4} role="list" aria-labelledby={`attachments-${submissionId}`}>
        {uploads.data.map((upload) => (
          <Group key={upload.upload_id} role="listitem" justify="space-between" gap="xs">
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text size="sm" truncate>
                {upload.label || upload.field}
              </Text>
              <Text size="xs" c="dimmed">
                {typeText(upload)} · {fileSize(upload.bytes)}
              </Text>
            </Stack>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={`Download ${upload.label || upload.field}`}
              loading={busy === upload.upload_id}
              onClick={() => void download(upload)}
            >
              Download
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
