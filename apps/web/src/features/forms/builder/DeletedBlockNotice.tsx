import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { kindName } from './blockKinds';
import { UNDO_BUTTON_ID, type DeletedBlock } from './useBlockActions';

interface DeletedBlockNoticeProps {
  deleted: DeletedBlock;
  onUndo: () => void;
  onDismiss: () => void;
}

/**
 * Where a deleted block was: what went, and Undo to put it back (issue 17). A status, so a
 * screen reader says it; focus lands on Undo, so Enter undoes at once.
 */
export function DeletedBlockNotice({ deleted, onUndo, onDismiss }: DeletedBlockNoticeProps) {
  const { block, index } = deleted;
  const what = block.label.trim() ? `“${block.label.trim()}”` : kindName(block.kind);
  return (
    <Paper withBorder p="sm" bg="gray.0" role="status">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          Deleted block {index + 1}: {what}.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button id={UNDO_BUTTON_ID} size="compact-sm" variant="light" onClick={onUndo}>
            Undo
          </Button>
          <CloseButton aria-label="Dismiss" onClick={onDismiss} />
        </Group>
      </Group>
    </Paper>
  );
}
