import { Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { isUploadAnswer } from '@paperless/core';
import { IconCamera, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { UPLOAD_ACCEPT } from './fileChecks';
import type { QuestionProps } from './RadioChoice';
import { UploadPreview } from './UploadPreview';
import { useFileUpload } from './useFileUpload';

export const PREVIEW_UPLOAD_NOTE = 'Patients upload here; the preview does not send files.';

interface FileUploadFieldProps {
  common: QuestionProps;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
}

/**
 * A "file or photo" question: a photo taken there and then (phones open the camera) or a file
 * chosen, checked in the browser, sent at once and shown back. Its answer is `{ upload_id }`
 * once the server has kept the file. Without an upload target (the builder's preview,
 * /view-form) its buttons are off and a note says why.
 */
export function FileUploadField({ common, value, onChange, readOnly }: FileUploadFieldProps) {
  const { label, name, description, withAsterisk } = common;
  const upload = useFileUpload({ field: name, onChange });
  const id = useId();
  const resetCamera = useRef<() => void>(null);
  const resetChooser = useRef<() => void>(null);
  // Remove swaps the buttons: focus lands on the first one, so a keyboard user is not lost.
  const cameraButton = useRef<HTMLButtonElement>(null);

  const error = upload.problem ?? common.error;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = upload.canUpload ? undefined : `${id}-note`;
  const describedBy = [description && `${id}-description`, noteId].filter(Boolean).join(' ');
  const hasFile = upload.chosen !== null || isUploadAnswer(value);
  const disabled = readOnly || !upload.canUpload;
  const status = upload.uploading ? 'Uploading…' : upload.stored ? 'Uploaded' : '';

  // Each input is emptied after a choice, so choosing the same file again is still a change.
  const fromCamera = (file: File | null) => {
    resetCamera.current?.();
    void upload.choose(file);
  };
  const fromChooser = (file: File | null) => {
    resetChooser.current?.();
    void upload.choose(file);
  };
  const remove = () => {
    upload.remove();
    cameraButton.current?.focus();
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      // One group holds the question's label, help, buttons and message, as a radio group does.
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
    >
      <Stack gap="xs" mt={6}>
        {hasFile && <UploadPreview label={label} chosen={upload.chosen} stored={upload.stored} />}
        {upload.uploading && <Progress value={100} striped animated maw={420} aria-hidden />}
        <Group gap="xs" wrap="wrap">
          <FileButton
            onChange={fromCamera}
            resetRef={resetCamera}
            accept="image/*"
            capture="environment"
            disabled={disabled}
          >
            {(props) => (
              <Button
                {...props}
                ref={cameraButton}
                variant="default"
                leftSection={<IconCamera size={16} aria-hidden />}
                disabled={disabled}
                aria-describedby={errorId}
              >
                {hasFile ? 'Retake' : 'Take a photo'}
              </Button>
            )}
          </FileButton>
          <FileButton
            onChange={fromChooser}
            resetRef={resetChooser}
            accept={UPLOAD_ACCEPT}
            disabled={disabled}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={disabled}
                aria-describedby={errorId}
              >
                {hasFile ? 'Replace' : 'Choose a file'}
              </Button>
            )}
          </FileButton>
          {hasFile && !disabled && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={remove}
            >
              Remove
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {status}
        </Text>
        {noteId && (
          <Text id={noteId} size="sm" c="dimmed">
            {PREVIEW_UPLOAD_NOTE}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
