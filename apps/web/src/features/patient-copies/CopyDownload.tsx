import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { patientCopyMessages as m } from '@paperless/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { saveFile } from './copyApi';
import { useCopyFile } from './useCopyFile';
import { useT } from '../patient-language';

/**
 * "Download a copy" of what was just signed, with the copy's own short-lived token. While the
 * PDFs are still being made the button waits, saying so; then the file is saved.
 */
export function CopyDownload(props: { copyToken: string; pollMs?: number }) {
  const t = useT();
  const { state, fetchFile } = useCopyFile(
    props.copyToken,
    props.pollMs === undefined ? {} : { pollMs: props.pollMs },
  );
  const preparing = state.status === 'preparing';
  const hintId = useId();

  async function download() {
    const file = await fetchFile();
    if (file) saveFile(file);
  }

  return (
    <Stack gap={6} align="center" ta="center" w="100%">
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        variant="light"
        loading={preparing}
        onClick={() => void download()}
        aria-describedby={hintId}
      >
        {t(m.download)}
      </Button>
      <Text id={hintId} size="sm" c="dimmed">
        {t(m.downloadHint)}
      </Text>
      {/* Always in the page, so a screen reader announces what appears in it. */}
      <Box role="status" aria-live="polite">
        {preparing && (
          <Group gap="xs" justify="center">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t(m.preparing)}</Text>
          </Group>
        )}
        {state.status === 'done' && (
          <Text size="sm" c="teal.9">
            {t(m.downloaded)}
          </Text>
        )}
        {/* Issue 39: not a failure to the patient; the practice has their answers. */}
        {state.status === 'promised' && (
          <Text size="sm" fw={500}>
            {t(state.message)}
          </Text>
        )}
        {state.status === 'failed' && (
          <Text size="sm" c="red.9">
            {t(state.message)}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
