import { Button, Group, Input, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { signatureFieldTexts, type SignatureValue } from '@paperless/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { SignatureDialog as Dialog } from './SignatureDialog';
import { SignaturePreview } from './SignaturePreview';
import { useT } from '../patient-language';

// The dialog (signature_pad, the tabs, the modal) is its own chunk: a patient link's first load
// does not carry it; it arrives when the patient first opens it, or is about to (hover, focus).
const loadDialog = () => import('./SignatureDialog').then((m) => m.SignatureDialog);
const LOAD_FAILED = signatureFieldTexts.loadFailed;

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
  const t = useT();
  const { label, value, onChange, error, required, disabled } = props;
  const [opened, { open, close }] = useDisclosure(false);
  const [SignatureDialog, setDialog] = useState<typeof Dialog | null>(null);
  const openWhenLoaded = useRef(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const id = useId();
  const errorId = error || loadFailed ? `${id}-error` : undefined;

  // Opened in an effect, after the dialog has mounted closed: the modal then sees the change to
  // open and remembers the button, so focus returns to it when the dialog closes.
  useEffect(() => {
    if (SignatureDialog && openWhenLoaded.current) {
      openWhenLoaded.current = false;
      open();
    }
  }, [SignatureDialog, open]);

  const openDialog = () => {
    if (SignatureDialog) return open();
    setLoadFailed(false);
    openWhenLoaded.current = true;
    loadDialog().then(
      (component) => setDialog(() => component),
      () => {
        openWhenLoaded.current = false;
        setLoadFailed(true);
      },
    );
  };
  const prefetch = () => void loadDialog().catch(() => {});
  const trigger = { onClick: openDialog, onPointerEnter: prefetch, onFocus: prefetch };
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
              {...trigger}
              disabled={disabled}
              aria-describedby={errorId}
              ref={takeFocus}
            >
              {t(signatureFieldTexts.change)}
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
              {t(signatureFieldTexts.remove)}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Button
          variant="default"
          h={72}
          {...trigger}
          disabled={disabled}
          aria-describedby={errorId}
          ref={takeFocus}
          styles={{ root: error ? { borderColor: 'var(--mantine-color-error)' } : undefined }}
        >
          {t(signatureFieldTexts.tapToSign)}
        </Button>
      )}
      {(error || loadFailed) && <Input.Error id={errorId}>{error || t(LOAD_FAILED)}</Input.Error>}
      {SignatureDialog && (
        <SignatureDialog
          opened={opened}
          value={value}
          onClose={close}
          onSave={(next) => {
            focusNext.current = value === null;
            onChange(next);
          }}
        />
      )}
    </Stack>
  );
}
