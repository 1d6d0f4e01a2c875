import { Button, Group, Input, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SignatureValue } from '@paperless/core';
import { useId, useRef } from 'react';
import { SignatureDialog } from './SignatureDialog';
import { SignaturePreview } from './SignaturePreview';

interface SignatureFieldProps {
  label: string;
  value: SignatureValue | null;
  onChange: (value: SignatureValue | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A form's signature: the label, the signature given (or a button to give one), and the field's
 * error, which every button announces through aria-describedby.
 */
export function SignatureField(props: SignatureFieldProps) {
  const { label, value, onChange, error, required, disabled } = props;
  const [opened, { open, close }] = useDisclosure(false);
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  // Removing or first saving swaps the buttons; focus follows so a keyboard user is not lost.
  const focusNext = useRef(false);
  const takeFocus = (el: HTMLButtonElement | null) => {
    if (el && focusNext.current) {
      focusNext.current = false;
      el.focus();
    }
  };

  return (
    <Stack gap={4} role="group" aria-labelledby={`${id}-label`} aria-describedby={errorId}>
      <Input.Label id={`${id}-label`} required={required} component="div">
        {label}
      </Input.Label>
      {value ? (
        <Paper withBorder p="xs">
          <SignaturePreview value={value} alt={label} />
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              variant="default"
              onClick={open}
              disabled={disabled}
              aria-describedby={errorId}
              ref={takeFocus}
            >
              Change
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={disabled}
              aria-describedby={errorId}
              onClick={() => {
                focusNext.current = true;
                onChange(null);
              }}
            >
              Remove
            </Button>
          </Group>
        </Paper>
      ) : (
        <Button
          variant="default"
          h={72}
          onClick={open}
          disabled={disabled}
          aria-describedby={errorId}
          ref={takeFocus}
          styles={{ root: error ? { borderColor: 'var(--mantine-color-error)' } : undefined }}
        >
          Tap to sign
        </Button>
      )}
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
      <SignatureDialog
        opened={opened}
        value={value}
        onClose={close}
        onSave={(next) => {
          focusNext.current = value === null;
          onChange(next);
        }}
      />
    </Stack>
  );
}
