import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface StatusMessageProps {
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
}

/** Heading, one plain sentence and a way out: the shape of every "cannot show this" screen. */
export function StatusMessage({ title, text, linkTo, linkLabel }: StatusMessageProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={520}>
        {text}
      </Text>
      <Anchor component={Link} to={linkTo}>
        {linkLabel}
      </Anchor>
    </Stack>
  );
}
