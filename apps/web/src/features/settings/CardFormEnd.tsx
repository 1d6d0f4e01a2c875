import { Alert, Button, Group } from '@mantine/core';

interface CardFormEndProps {
  /** A refusal from the server, shown above the buttons. */
  serverError: string | undefined;
  onCancel: () => void;
  /** Proceed is off until the card is complete. */
  disabled: boolean;
  /** The card is being saved: Proceed spins. */
  saving: boolean;
  /** Proceed's own action; without it, Proceed submits the form around it. */
  onProceed?: () => void;
}

/** The end of both card forms (demo and Stripe): the server's refusal, Cancel and Proceed. */
export function CardFormEnd({
  serverError,
  onCancel,
  disabled,
  saving,
  onProceed,
}: CardFormEndProps) {
  return (
    <>
      {serverError && (
        <Alert color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type={onProceed ? 'button' : 'submit'}
          disabled={disabled}
          loading={saving}
          onClick={onProceed}
        >
          Proceed
        </Button>
      </Group>
    </>
  );
}
