import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The three detail cards' outline while the client loads. */
export function CompanyOverviewSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading client details">
      {Array.from({ length: 3 }, (_, card) => (
        <Card key={card} withBorder padding="lg" radius="md">
          <Skeleton height={18} width="50%" mb="md" />
          <Stack gap="sm">
            {Array.from({ length: 6 }, (_, row) => (
              <Skeleton key={row} height={12} radius="sm" />
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
