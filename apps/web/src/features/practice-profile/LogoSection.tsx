import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { LOGO_TYPES, practiceProfileMessages } from '@paperless/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../ui/notify';
import { logoProblem } from '../companies';
import { useRemoveLogo, useUploadLogo } from './practiceProfileApi';

interface LogoSectionProps {
  name: string;
  logoUrl: string | null;
}

/** The practice's logo: a preview, a new image (saved at once), and removal after a question. */
export function LogoSection({ name, logoUrl }: LogoSectionProps) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const refused = logoProblem(file);
    if (refused) return setProblem(refused);
    upload.mutate(file, {
      onSuccess: () => notifySuccess(practiceProfileMessages.logoSaved),
      // The server checks the bytes again: its reason goes under the input.
      onError: (error) => setProblem(logoError(error)),
    });
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove the logo?',
      children: (
        <Text size="sm">
          Patient pages, PDFs and e-mails will show the practice name without a logo.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => notifySuccess(practiceProfileMessages.logoRemoved),
          onError: (error) => notifyError(errorMessage(error)),
        }),
    });

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Logo
      </Text>
      {logoUrl ? (
        <Image src={logoUrl} alt={`${name} logo`} h={64} w="auto" maw="100%" fit="contain" />
      ) : (
        <Text size="sm" c="gray.7">
          No logo: patients see the practice name alone.
        </Text>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={logoUrl ? 'Change logo' : 'Add a logo'}
          description="PNG, JPEG or WebP, up to 2 MB"
          placeholder="Choose an image"
          // Mantine's placeholder grey is under 4.5:1 on white (axe color-contrast).
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept={LOGO_TYPES.join(',')}
          leftSection={<IconPhoto size={16} aria-hidden />}
          value={null}
          onChange={choose}
          error={problem}
          disabled={upload.isPending}
          style={{ flex: '1 1 220px' }}
        />
        {logoUrl && (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmRemove}
            loading={remove.isPending}
          >
            Remove logo
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function logoError(error: unknown): string {
  const onLogo = error instanceof ApiError ? error.errors?.logo?.[0] : undefined;
  return onLogo ?? errorMessage(error);
}
