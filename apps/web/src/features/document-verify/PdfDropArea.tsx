import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';

interface PdfDropAreaProps {
  onFile: (file: File) => void;
  disabled: boolean;
  /** The field's error, read out with the button. */
  error?: string | undefined;
}

/**
 * Where a PDF is dropped or chosen. The button (a real file input behind it) works with the
 * keyboard and screen readers; dropping a file on the area is a shortcut for those who drag.
 */
export function PdfDropArea({ onFile, disabled, error }: PdfDropAreaProps) {
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Paper
      withBorder
      p="xl"
      data-testid="pdf-drop-area"
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: error
          ? 'var(--mantine-color-red-6)'
          : over
            ? 'var(--mantine-color-teal-6)'
            : undefined,
        background: over ? 'var(--mantine-color-teal-0)' : undefined,
      }}
    >
      <Stack align="center" gap="sm" ta="center">
        <IconFileUpload size={40} stroke={1.4} aria-hidden />
        <Text fw={600}>Drop a PDF here</Text>
        <Text size="sm" c="dimmed" id="verify-pdf-hint">
          A PDF downloaded from Submitted Forms, up to 20 MB. It is checked, not kept.
        </Text>
        <FileButton onChange={(file) => file && onFile(file)} accept="application/pdf,.pdf">
          {(props) => (
            <Button
              {...props}
              disabled={disabled}
              aria-describedby={error ? 'verify-pdf-error' : 'verify-pdf-hint'}
            >
              Choose a PDF
            </Button>
          )}
        </FileButton>
        {error && (
          <Text size="sm" c="red.8" id="verify-pdf-error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
