import { ActionIcon, Box, Group, SimpleGrid, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { isPopularPlan, type PublicPlan } from '@paperless/core';
import { PlanCard } from './PlanCard';
import { pageItems } from './carousel';
import classes from './landing.module.css';
import { useCarousel } from './useCarousel';
import { usePrefersReducedMotion, useViewportWidth } from './useViewport';

interface PricingCarouselProps {
  plans: readonly PublicPlan[];
  chosenId: number | undefined;
  onChoose: (plan: PublicPlan) => void;
}

/** The plans, a page at a time, with arrows, dots and a pause button when there is motion. */
export function PricingCarousel({ plans, chosenId, onChoose }: PricingCarouselProps) {
  const chosenIndex = plans.findIndex((p) => p.id === chosenId);
  const carousel = useCarousel({
    count: plans.length,
    listKey: plans.map((p) => p.id).join(','),
    width: useViewportWidth(),
    reducedMotion: usePrefersReducedMotion(),
    chosenIndex: chosenIndex === -1 ? undefined : chosenIndex,
  });
  const { page, pageCount, perPage } = carousel;
  const first = page * perPage;

  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Pricing plans">
      <SimpleGrid
        // A new page fades in; the key restarts the animation (none with reduced motion).
        key={`${page}-${perPage}`}
        cols={perPage}
        spacing="lg"
        className={classes.page}
      >
        {pageItems(plans, page, perPage).map((plan, offset) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            popular={isPopularPlan(first + offset)}
            active={carousel.active === first + offset}
            chosen={plan.id === chosenId}
            onChoose={() => onChoose(plan)}
          />
        ))}
      </SimpleGrid>

      {(pageCount > 1 || carousel.autoMoves) && (
        <Group justify="center" gap="xs" mt="lg" wrap="nowrap">
          {pageCount > 1 && (
            <Group gap="xs" wrap="nowrap" {...carousel.controlProps}>
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                aria-label="Previous plans"
                onClick={carousel.previous}
              >
                <span aria-hidden>‹</span>
              </ActionIcon>
              <Group gap={2} wrap="nowrap">
                {Array.from({ length: pageCount }, (_, index) => (
                  <UnstyledButton
                    key={index}
                    className={classes.dot}
                    aria-label={`Show plans page ${index + 1} of ${pageCount}`}
                    aria-current={index === page ? 'true' : undefined}
                    data-current={index === page || undefined}
                    onClick={() => carousel.goTo(index)}
                  />
                ))}
              </Group>
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                aria-label="Next plans"
                onClick={carousel.next}
              >
                <span aria-hidden>›</span>
              </ActionIcon>
            </Group>
          )}
          {carousel.autoMoves && (
            <ActionIcon
              variant="subtle"
              size="lg"
              radius="xl"
              aria-label={
                carousel.stopped ? 'Resume automatic rotation' : 'Pause automatic rotation'
              }
              aria-pressed={carousel.stopped}
              onClick={carousel.toggleStopped}
            >
              <span aria-hidden>{carousel.stopped ? '▶' : '❚❚'}</span>
            </ActionIcon>
          )}
        </Group>
      )}
      {/* Announce the pages the visitor turns, not the ones that turn on their own. */}
      <VisuallyHidden aria-live={carousel.moving ? 'off' : 'polite'}>
        {pageCount > 1 ? `Page ${page + 1} of ${pageCount}` : ''}
      </VisuallyHidden>
    </Box>
  );
}
