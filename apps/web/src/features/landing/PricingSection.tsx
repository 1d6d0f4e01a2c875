import { Alert, Anchor, Button, Group, Skeleton, SimpleGrid, Text } from '@mantine/core';
import {
  DEFAULT_PUBLIC_PLANS,
  landingMessages,
  signupHref,
  type PublicPlan,
} from '@paperless/core';
import { useDeferredValue } from 'react';
import { AppLink } from '../../ui/AppLink';
import { PricingCarousel } from './PricingCarousel';
import { usePublicPlans } from './publicPlans';

interface PricingSectionProps {
  chosen: PublicPlan | undefined;
  onChoose: (plan: PublicPlan) => void;
}

/** The server's plans in the carousel; the spec's defaults when they cannot be loaded. */
export function PricingSection({ chosen, onChoose }: PricingSectionProps) {
  // The query's answers re-render at once and in one blocking task (TanStack Query reads its
  // cache through useSyncExternalStore): deferred, the plans come in a render of their own, in
  // slices, and the one at once is this section's skeletons again (a blocking task of ~150 ms on
  // Lighthouse's phone as the landing page started, before).
  const query = useDeferredValue(usePublicPlans());

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
