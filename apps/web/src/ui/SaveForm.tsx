import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface SaveFormProps {
  /** The form's submit handler, e.g. handleSubmit(onValid). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save is under way: the button spins. */
  saving: boolean;
  /** The form's name, where a dialog holds more than this form. */
  'aria-label'?: string;
  /** The inputs, stacked above the button. */
  children: ReactNode;
}

/** A dialog's settings form: its inputs stacked, and one full-width Save button under them. */
export function SaveForm({ onSubmit, saving, 'aria-label': label, children }: SaveFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack>
        {children}
        <Button type="submit" fullWidth loading={saving}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
