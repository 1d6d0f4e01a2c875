import type { PendingEmailChange } from '@paperless/core';
import { Group, Stack } from '@mantine/core';
import { ForceEmailChangeButton } from './ForceEmailChangeButton';
import { PendingEmailChangeNote } from './PendingEmailChangeNote';

interface Props {
  pending: PendingEmailChange | null | undefined;
  cancelPath: string;
  /** The account whose login e-mail it is (for the Super Admin's force). */
  userId: number;
}

/** What an edit form shows under its login e-mail field. */
export function EmailChangeControls({ pending, cancelPath, userId }: Props) {
  return (
    <Stack gap="xs">
      <PendingEmailChangeNote pending={pending} cancelPath={cancelPath} />
      <Group>
        <ForceEmailChangeButton userId={userId} />
      </Group>
    </Stack>
  );
}
