import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** What the submit button says. */
  submitLabel: ReactNode;
  /** The form is saving: the submit button spins. */
  loading?: boolean;
  /** The submit button is off until the form is complete. */
  disabled?: boolean;
  /** The way out, a Cancel button before the submit; absent where the form has none. */
  onCancel?: (() => void) | undefined;
  /** Cancel is off too, where leaving mid-save would lose sight of the answer. */
  cancelDisabled?: boolean;
  gap?: MantineSpacing;
}

/** A form's last row, at the right: Cancel, then the submit button. */
export function FormActions({
  submitLabel,
  loading,
  disabled,
  onCancel,
  cancelDisabled,
  gap,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap={gap}>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
