import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A list or panel that could not be loaded: what failed, the server's reason, and a retry. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title}>
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
