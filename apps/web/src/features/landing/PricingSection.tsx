import { Alert, Anchor, Button, Group, Skeleton, SimpleGrid, Text } from '@mantine/core';
import {
  DEFAULT_PUBLIC_PLANS,
  landingMessages,
  signupHref,
  type PublicPlan,
} from '@paperless/core';
import { AppLink } from '../../ui/AppLink';
import { PricingCarousel } from './PricingCarousel';
import { usePublicPlans } from './publicPlans';

interface PricingSectionProps {
  chosen: PublicPlan | undefined;
  onChoose: (plan: PublicPlan) => void;
}

/** The server's plans in the carousel; the spec's defaults when they cannot be loaded. */
export function PricingSection({ chosen, onChoose }: PricingSectionProps) {
  const query = usePublicPlans();

  if (query.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        role="status"
        aria-label="Loading pricing plans"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={380} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  const plans = query.isError ? DEFAULT_PUBLIC_PLANS : query.data;
  if (plans.length === 0) {
    return (
      <Text ta="center">
        No plans are open for signup right now.{' '}
        <Anchor component={AppLink} to="/support">
          Contact us
        </Anchor>{' '}
        and we will set you up.
      </Text>
    );
  }

  return (
    <>
      {query.isError && (
        <Alert color="yellow" title={landingMessages.plansFailed} mb="lg" role="alert">
          {landingMessages.showingDefaults}
        </Alert>
      )}
      <PricingCarousel plans={plans} chosenId={chosen?.id} onChoose={onChoose} />
      {chosen && (
        <Group justify="center" mt="xl" gap="sm">
          <Text>
            {landingMessages.selectedPlan}: <strong>{chosen.name}</strong>
          </Text>
          <Button component={AppLink} to={signupHref(chosen)}>
            Start with {chosen.name}
          </Button>
        </Group>
      )}
    </>
  );
}
