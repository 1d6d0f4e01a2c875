import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconFileZip } from '@tabler/icons-react';
import type { PacketKind } from './packetDownload';

interface SelectionBarProps {
  count: number;
  /** The paced download under way: how far it got. */
  progress: { done: number; total: number } | null;
  /** The merged PDF or ZIP being fetched. */
  packet: PacketKind | null;
  onDownload: () => void;
  onPacket: (kind: PacketKind) => void;
}

/**
 * The View Forms dialog's bar: how many forms are selected, and three ways to take them: the
 * spec's download one by one, and (issue 18) one PDF or one ZIP. The buttons wrap under each
 * other on a phone.
 */
export function SelectionBar({ count, progress, packet, onDownload, onPacket }: SelectionBarProps) {
  const busy = progress !== null || packet !== null;
  const status = progress
    ? `Downloading ${Math.min(progress.done + 1, progress.total)} of ${progress.total}…`
    : packet === 'pdf'
      ? 'Preparing one PDF…'
      : packet === 'zip'
        ? 'Preparing the ZIP…'
        : 'Ready to download';
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Stack gap={0} aria-live="polite">
          <Text size="sm" fw={600}>
            Selected Forms: {count}
          </Text>
          <Text size="xs" c="dimmed">
            {status}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={count === 0 || (busy && progress === null)}
            loading={progress !== null}
            onClick={onDownload}
          >
            Download
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            disabled={count === 0 || (busy && packet !== 'pdf')}
            loading={packet === 'pdf'}
            onClick={() => onPacket('pdf')}
          >
            Download as one PDF
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileZip size={16} aria-hidden />}
            disabled={count === 0 || (busy && packet !== 'zip')}
            loading={packet === 'zip'}
            onClick={() => onPacket('zip')}
          >
            Download as ZIP
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
