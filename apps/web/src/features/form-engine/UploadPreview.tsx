import { Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { fileUploadTexts } from '@paperless/core';
import { IconFileCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useT } from '../patient-language';
import type { StoredUpload } from './uploadTarget';
import type { ChosenFile } from './useFileUpload';

interface UploadPreviewProps {
  /** The question's label, naming the photo for a screen reader. */
  label: string;
  /** The file chosen on this page; null for an answer restored from the draft. */
  chosen: ChosenFile | null;
  stored: StoredUpload | null;
}

/**
 * What the patient sent, so they can check it is the right card or letter: a photo's
 * thumbnail, a PDF's name and page count. After a reload only the fact of the upload is known.
 */
export function UploadPreview({ label, chosen, stored }: UploadPreviewProps) {
  const t = useT();
  const pages = stored?.pages;
  return (
    <Paper withBorder p="xs" maw={420}>
      <Group wrap="nowrap" gap="sm">
        {chosen?.previewUrl ? (
          <Image
            src={chosen.previewUrl}
            alt={t(fileUploadTexts.yourPhotoFor, { label })}
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
            {chosen?.name ?? t(fileUploadTexts.fileUploaded)}
          </Text>
          {chosen?.isPdf && typeof pages === 'number' && (
            <Text size="xs" c="dimmed">
              {pages === 1
                ? t(fileUploadTexts.onePage)
                : t(fileUploadTexts.pages, { count: pages })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
