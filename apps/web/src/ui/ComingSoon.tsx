import { Text } from '@mantine/core';
import { PageHeader } from './PageHeader';

/** A screen not built yet: its title and an honest note, never sample data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Text c="dimmed">Coming soon</Text>
    </>
  );
}
