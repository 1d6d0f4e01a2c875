import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { landingMessages, signupHref, type PublicPlan } from '@paperless/core';
import { AppLink } from '../../ui/AppLink';
import { formatMoney, groupThousands } from './carousel';
import classes from './landing.module.css';

interface PlanCardProps {
  plan: PublicPlan;
  popular: boolean;
  /** Highlighted by the carousel's cycle (or because it is chosen). */
  active: boolean;
  chosen: boolean;
  onChoose: () => void;
}

/** One plan: its price and allowance, a choice button, and a signup link carrying the plan. */
export function PlanCard({ plan, popular, active, chosen, onChoose }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="lg"
      className={classes.card}
      data-active={active || undefined}
      data-chosen={chosen || undefined}
      // The whole card is a large target for a pointer; keyboards use the button below.
      onClick={onChoose}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} id={titleId} size="h4">
            {plan.name}
          </Title>
          <Group gap={4} justify="flex-end">
            {popular && <Badge color="indigo">{landingMessages.mostPopular}</Badge>}
            {chosen && (
              <Badge color="teal" variant="filled" leftSection={<span aria-hidden>✓</span>}>
                Selected
              </Badge>
            )}
          </Group>
        </Group>
        <Text>
          <Text span fz={32} fw={700} lh={1}>
            {formatMoney(plan.price)}
          </Text>{' '}
          <Text span c="gray.7">
            per month
          </Text>
        </Text>
        <List size="sm" spacing={4} icon={<span aria-hidden>✓</span>}>
          <List.Item>{groupThousands(plan.encounters)} encounters per month</List.Item>
          <List.Item>
            {plan.overage_cost === null
              ? 'No charge for extra encounters'
              : `${formatMoney(plan.overage_cost)} per extra encounter`}
          </List.Item>
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {plan.description && (
          <Text size="sm" c="gray.7">
            {plan.description}
          </Text>
        )}
        <Stack gap="xs" mt="auto">
          <Button
            variant={chosen ? 'filled' : 'light'}
            aria-pressed={chosen}
            onClick={(event) => {
              event.stopPropagation();
              onChoose();
            }}
          >
            {chosen ? landingMessages.selectedPlan : 'Select Plan'}
          </Button>
          <Button
            component={AppLink}
            to={signupHref(plan)}
            variant="outline"
            aria-label={`Get Started with ${plan.name}`}
          >
            Get Started
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
