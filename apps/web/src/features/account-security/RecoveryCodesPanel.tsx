import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}

/** Shown once, right after they are made: the server keeps only their hashes. */
export function RecoveryCodesPanel({ codes, onDone, doneLabel = 'Done' }: RecoveryCodesPanelProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  const text = codes.join('\n');

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'paperless-clinic-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack>
      <Alert color="yellow" title="Save your recovery codes">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they will not
        be shown again.
      </Alert>
      <Paper withBorder p="md">
        <List
          aria-label="Recovery codes"
          listStyleType="none"
          ff="monospace"
          style={{ columns: 2 }}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Group>
        <Button variant="default" onClick={() => clipboard.copy(text)}>
          {clipboard.copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="default" onClick={download}>
          Download codes
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Lost codes can be replaced from Settings › Security.
      </Text>
      <Button onClick={onDone}>{doneLabel}</Button>
    </Stack>
  );
}
