import { Alert, Button, Text, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The parts of a failed TanStack Query result the alert reads. */
interface FailedQuery {
  error: Error | null;
  refetch: () => unknown;
}

type LoadErrorProps = {
  title: string;
  /** Space below, where the alert stands above the rest of a page. */
  mb?: MantineSpacing;
} & (
  | { message: string; onRetry: () => void }
  /** The query that failed: its error's message, and a retry that fetches it again. */
  | { query: FailedQuery }
);

/** A list or panel that could not be loaded: what failed, the server's reason, and a retry. */
export function LoadError(props: LoadErrorProps) {
  const { title, mb } = props;
  const failed = 'query' in props ? props.query : undefined;
  const message = failed ? (failed.error?.message ?? '') : (props as { message: string }).message;
  const onRetry = failed ? () => void failed.refetch() : (props as { onRetry: () => void }).onRetry;
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
