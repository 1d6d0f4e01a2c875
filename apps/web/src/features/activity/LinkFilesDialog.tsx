import { Button, Group, Stack, Text } from '@mantine/core';
import type { SentLink, SubmittedFile } from '@paperless/core';
import { IconDownload, IconEye, IconFileTypePdf } from '@tabler/icons-react';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { PdfStatus, usePacketDownload, useFileActions } from '../submitted-forms';
import { linkWho } from './linkActions';
import { LINKS_KEY } from './linksApi';
import { CloseRow } from '../../ui/CloseRow';

interface LinkFilesDialogProps {
  link: SentLink | null;
  opened: boolean;
  companyId: number | undefined;
  onClose: () => void;
}

/** A link's file as Submitted Forms' download helpers take it: submitted when the link was. */
function asSubmittedFile(link: SentLink, file: SentLink['files'][number]): SubmittedFile {
  return { ...file, submitted_at: link.submitted_at ?? link.last_sent_at };
}

/**
 * The PDFs of a completed link, each to view in a new tab or download, or, when it could not be
 * created, to try again (issue 39); a completed bucket's also as one PDF for the whole visit
 * (issue 18), once every form's PDF is ready.
 */
export function LinkFilesDialog({ link, opened, companyId, onClose }: LinkFilesDialogProps) {
  const actions = useFileActions(companyId);
  const packet = usePacketDownload(companyId);
  const files = link ? link.files.map((linkFile) => asSubmittedFile(link, linkFile)) : [];
  const wholeVisit =
    link?.kind === 'bucket' && files.length > 1 && files.every((f) => f.status === 'ready');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="PDFs">
      {link && (
        <Stack>
          <Text size="sm">
            {link.title} — {linkWho(link)}
          </Text>
          <Stack gap="xs" role="list" aria-label={`PDFs of ${linkWho(link)}`}>
            {files.map((file) => {
              const busy = actions.busy?.url === file.url ? actions.busy.action : null;
              return (
                <Group key={file.url} role="listitem" justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" fw={500}>
                    {file.form_name}
                  </Text>
                  {file.status === 'ready' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconEye size={14} aria-hidden />}
                        aria-label={`View ${file.form_name}`}
                        loading={busy === 'view'}
                        onClick={() => actions.view(file)}
                      >
                        View
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        aria-label={`Download ${file.form_name}`}
                        loading={busy === 'download'}
                        onClick={() => actions.download(file)}
                      >
                        Download
                      </Button>
                    </Group>
                  ) : (
                    <PdfStatus file={file} companyId={companyId} refresh={[LINKS_KEY]} />
                  )}
                </Group>
              );
            })}
          </Stack>
          <CloseRow onClose={onClose}>
            {wholeVisit && (
              <Button
                variant="light"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                loading={packet.busy === 'pdf'}
                onClick={() => void packet.download('pdf', files)}
              >
                Download packet as one PDF
              </Button>
            )}
          </CloseRow>
        </Stack>
      )}
    </ResponsiveModal>
  );
}
