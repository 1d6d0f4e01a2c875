import { Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { fileUploadTexts, isUploadAnswer } from '@paperless/core';
import { IconCamera, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef, type Ref } from 'react';
import { useT } from '../patient-language';
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
 * Where a file comes from. Each source is its own hidden input, so the camera's carries its
 * capture attribute from the start (phones read it when the input opens) and the chooser's
 * never does.
 */
const SOURCES = {
  camera: {
    accept: 'image/*',
    capture: 'environment',
    Icon: IconCamera,
    first: fileUploadTexts.takePhoto,
    again: fileUploadTexts.retake,
  },
  files: {
    accept: UPLOAD_ACCEPT,
    capture: undefined,
    Icon: IconUpload,
    first: fileUploadTexts.chooseFile,
    again: fileUploadTexts.replace,
  },
} as const;

interface SourceButtonProps {
  source: keyof typeof SOURCES;
  hasFile: boolean;
  disabled: boolean;
  errorId: string | undefined;
  onPick: (file: File | null) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A button opening its source's hidden file input. */
function SourceButton({
  source,
  hasFile,
  disabled,
  errorId,
  onPick,
  buttonRef,
}: SourceButtonProps) {
  const { accept, capture, Icon, first, again } = SOURCES[source];
  const t = useT();
  const reset = useRef<() => void>(null);
  // The input is emptied after a choice, so choosing the same file again is still a change.
  const pick = (file: File | null) => {
    reset.current?.();
    onPick(file);
  };
  return (
    <FileButton
      onChange={pick}
      resetRef={reset}
      accept={accept}
      capture={capture}
      disabled={disabled}
    >
      {(props) => (
        <Button
          {...props}
          ref={buttonRef}
          variant="default"
          leftSection={<Icon size={16} aria-hidden />}
          disabled={disabled}
          aria-describedby={errorId}
        >
          {t(hasFile ? again : first)}
        </Button>
      )}
    </FileButton>
  );
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
  const t = useT();
  const id = useId();
  // Remove swaps the buttons: focus lands on the first one, so a keyboard user is not lost.
  const cameraButton = useRef<HTMLButtonElement>(null);

  // The browser's checks give core's English; the server's answer is already in the link's language.
  const error = upload.problem ? t(upload.problem) : common.error;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = upload.canUpload ? undefined : `${id}-note`;
  const describedBy = [description && `${id}-description`, noteId].filter(Boolean).join(' ');
  const hasFile = upload.chosen !== null || isUploadAnswer(value);
  const disabled = readOnly || !upload.canUpload;
  const status = upload.uploading
    ? t(fileUploadTexts.uploading)
    : upload.stored
      ? t(fileUploadTexts.uploaded)
      : '';
  const source = {
    hasFile,
    disabled,
    errorId,
    onPick: (file: File | null) => void upload.choose(file),
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
          <SourceButton source="camera" buttonRef={cameraButton} {...source} />
          <SourceButton source="files" {...source} />
          {hasFile && !disabled && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={remove}
            >
              {t(fileUploadTexts.remove)}
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
