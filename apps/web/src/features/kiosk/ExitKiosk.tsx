import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, KioskEnded, kioskApi } from './kioskApi';

/**
 * The discreet way out of kiosk mode: the clinic's PIN. Wrong PINs get the server's message
 * (tries left, or the lock) under the field; the right one ends the device.
 */
export function ExitKiosk({ onEnded }: { onEnded: () => void }) {
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const close = () => {
    setOpen(false);
    setPin('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    try {
      await kioskApi.exit(pin);
      close();
      onEnded();
    } catch (failure) {
      if (failure instanceof KioskEnded) return onEnded();
      setPin('');
      setError(fieldErrorsOf(failure).pin ?? (failure instanceof Error ? failure.message : null));
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <Group justify="flex-end" mt="xl">
        <Button variant="subtle" color="dark" size="xs" onClick={() => setOpen(true)}>
          Exit kiosk
        </Button>
      </Group>
      <Modal opened={open} onClose={close} title="Exit kiosk mode" centered>
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              size="lg"
              label="Clinic PIN"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
              error={error}
              maxLength={8}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={working}>
                Exit kiosk
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
