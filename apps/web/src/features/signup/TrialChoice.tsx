import { Alert, Anchor, Text } from '@mantine/core';

/**
 * The wizard's two ways in, told on the plan step: the free 14-day trial without a card
 * (decision 29), or paying the first month now (decision 18). Each offers the other.
 */
export function TrialChoice({
  trial,
  onChange,
}: {
  trial: boolean;
  onChange: (on: boolean) => void;
}) {
  if (trial)
    return (
      <Alert color="teal" variant="light" title="Free 14-day trial, no credit card needed" mb="md">
        <Text size="sm">
          Choose the plan you would like to try. We will remind you to add a card before the trial
          ends; without one your clinic pauses and keeps its data.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => onChange(false)}>
            Pay for the first month instead
          </Anchor>
        </Text>
      </Alert>
    );
  return (
    <Text size="sm" mb="md">
      Not ready to pay?{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => onChange(true)}>
        Start a free 14-day trial
      </Anchor>{' '}
      with no credit card.
    </Text>
  );
}
