import { Alert, Button, Text, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A list or panel that could not be loaded: what failed, the server's reason, and a retry. */
export function LoadError({
  title,
  message,
  onRetry,
  mb,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  /** Space below, where the alert stands above the rest of a page. */
  mb?: MantineSpacing;
}) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title} mb={mb}>
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
