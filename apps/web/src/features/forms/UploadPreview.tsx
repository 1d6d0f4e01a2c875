import { Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileCheck, IconFileTypePdf } from '@tabler/icons-react';
import type { StoredUpload } from './uploadTarget';
import type { ChosenFile } from './useFileUpload';

interface UploadPreviewProps {
  /** The question's label, naming the photo for a screen reader. */
  label: string;
  /** The file chosen on this page; null for an answer restored from the draft. */
  chosen: ChosenFile | null;
  stored: StoredUpload | null;
}

const pagesText = (pages: number) => (pages === 1 ? '1 page' : `${pages} pages`);

/**
 * What the patient sent, so they can check it is the right card or letter: a photo's
 * thumbnail, a PDF's name and page count. After a reload only the fact of the upload is known.
 */
export function UploadPreview({ label, chosen, stored }: UploadPreviewProps) {
  const pages = stored?.pages;
  return (
    <Paper withBorder p="xs" maw={420}>
      <Group wrap="nowrap" gap="sm">
        {chosen?.previewUrl ? (
          <Image
            src={chosen.previewUrl}
            alt={`Your photo for ${label}`}
            w={96}
            h={72}
            fit="cover"
            radius="sm"
          />
        ) : (
          <ThemeIcon variant="light" size={48} aria-hidden>
            {chosen?.isPdf ? <IconFileTypePdf size={28} /> : <IconFileCheck size={28} />}
          </ThemeIcon>
        )}
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate>
            {chosen?.name ?? 'File uploaded'}
          </Text>
          {chosen?.isPdf && typeof pages === 'number' && (
            <Text size="xs" c="dimmed">
              {pagesText(pages)}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
