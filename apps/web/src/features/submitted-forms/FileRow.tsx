import { ActionIcon, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import type { SubmittedFile } from '@paperless/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { usDate } from '../finance';
import { PdfStatus } from './PdfStatus';

interface FileRowProps {
  file: SubmittedFile;
  /** The company provider staff act on (a failed PDF's Try again); undefined for a clinic's own. */
  companyId: number | undefined;
  selected: boolean;
  /** While any file is selected the per-item icons are hidden (spec): the batch bar acts. */
  selecting: boolean;
  busy: 'view' | 'download' | null;
  onToggle: () => void;
  onView: () => void;
  onDownload: () => void;
}

/** One submitted form in the View Forms list: its checkbox, name, date and actions. */
export function FileRow({
  file,
  companyId,
  selected,
  selecting,
  busy,
  onToggle,
  onView,
  onDownload,
}: FileRowProps) {
  const { status } = file;
  const ready = status === 'ready';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} mih={44}>
      <Checkbox
        checked={selected}
        disabled={!ready}
        onChange={onToggle}
        aria-label={`Select ${file.form_name}`}
        label={
          <>
            <Text size="sm" fw={500} component="span" display="block">
              {file.form_name}
            </Text>
            <Text size="xs" c="dimmed" component="span" display="block">
              Submitted {usDate(file.submitted_at)}
            </Text>
          </>
        }
      />
      {status === 'ready' ? (
        !selecting && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="View">
              <ActionIcon
                variant="subtle"
                aria-label={`View ${file.form_name}`}
                loading={busy === 'view'}
                onClick={onView}
              >
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Download">
              <ActionIcon
                variant="subtle"
                aria-label={`Download ${file.form_name}`}
                loading={busy === 'download'}
                onClick={onDownload}
              >
                <IconDownload size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )
      ) : (
        <PdfStatus file={file} companyId={companyId} />
      )}
    </Group>
  );
}
