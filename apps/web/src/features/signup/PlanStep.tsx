import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { isPopularPlan, landingMessages, signupMessages, type PublicPlan } from '@paperless/core';
import { useState } from 'react';
import { Link } from 'react-router';

interface PlanStepProps {
  plans: PublicPlan[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: number | null;
  onSelect: (planId: number) => void;
  onContinue: () => void;
}

const money = (n: number) => `$${n.toFixed(2).replace(/\.00$/, '')}`;

/** Step 1: the plans on sale, the second marked Most Popular; Continue needs a choice. */
export function PlanStep(props: PlanStepProps) {
  const { plans, selected, onSelect } = props;
  const [tried, setTried] = useState(false);
  const error = tried && selected === null ? signupMessages.selectPlan : undefined;

  const proceed = () => {
    setTried(true);
    if (selected !== null) props.onContinue();
  };

  return (
    <Stack>
      {props.loading && <Loader aria-label="Loading plans" mx="auto" role="status" />}
      {props.failed && (
        <Alert color="red" role="alert" title={landingMessages.plansFailed}>
          <Button variant="light" size="xs" mt="xs" onClick={props.onRetry}>
            Try again
          </Button>
        </Alert>
      )}
      {plans && (
        <Radio.Group
          label="Choose your plan"
          value={selected === null ? null : String(selected)}
          onChange={(value) => onSelect(Number(value))}
          error={error}
        >
          <SimpleGrid cols={{ base: 1, sm: Math.min(plans.length, 3) }} mt="xs">
            {plans.map((plan, index) => (
              <Radio.Card
                key={plan.id}
                value={String(plan.id)}
                p="md"
                radius="md"
                aria-label={plan.name}
                style={{
                  borderColor: selected === plan.id ? 'var(--mantine-color-teal-6)' : undefined,
                }}
              >
                <Stack gap={4}>
                  {/* The badge goes under the name when the card is too narrow for both. */}
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="xs" wrap="nowrap">
                      <Radio.Indicator />
                      <Text fw={700}>{plan.name}</Text>
                    </Group>
                    {isPopularPlan(index) && (
                      // Indigo as on the landing's plan card: white on orange is 4:1 at most,
                      // under AA for a badge's small text (axe color-contrast).
                      <Badge color="indigo" style={{ flexShrink: 0 }}>
                        {landingMessages.mostPopular}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xl" fw={700}>
                    {money(plan.price)}
                    <Text span size="sm" c="dimmed">
                      {' '}
                      / month
                    </Text>
                  </Text>
                  <Text size="sm">{plan.encounters} encounters per month</Text>
                  {plan.overage_cost !== null && (
                    <Text size="sm" c="dimmed">
                      {money(plan.overage_cost)} per extra encounter
                    </Text>
                  )}
                  {plan.description && <Text size="sm">{plan.description}</Text>}
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to="/login">
          Back to Login
        </Anchor>
        <Button onClick={proceed} disabled={!plans}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
