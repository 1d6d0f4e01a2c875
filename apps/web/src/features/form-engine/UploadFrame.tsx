import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { fileUploadTexts } from '@paperless/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useT } from '../patient-language';
import type { QuestionProps } from './RadioChoice';

// What the file question and its stand-in both draw (FileUploadField.tsx), apart from either: the
// loaded question (FileUploadFieldView.tsx) importing the file that loads it would close a loop.

export const PREVIEW_UPLOAD_NOTE = 'Patients upload here; the preview does not send files.';

export interface FileUploadFieldProps {
  common: QuestionProps;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
}

/** Where a file comes from: the camera (phones open it) or the files. */
export const SOURCE_LOOKS = {
  camera: { Icon: IconCamera, first: fileUploadTexts.takePhoto, again: fileUploadTexts.retake },
  files: { Icon: IconUpload, first: fileUploadTexts.chooseFile, again: fileUploadTexts.replace },
} as const;

export interface SourceLookProps {
  source: keyof typeof SOURCE_LOOKS;
  hasFile: boolean;
  disabled: boolean;
  errorId: string | undefined;
  buttonRef?: Ref<HTMLButtonElement>;
  /** What FileButton gives its child (its onClick); none while the question loads. */
  buttonProps?: { onClick: () => void };
}

/** A source's button as the patient sees it. */
export function SourceLook({
  source,
  hasFile,
  disabled,
  errorId,
  buttonRef,
  buttonProps,
}: SourceLookProps) {
  const { Icon, first, again } = SOURCE_LOOKS[source];
  const t = useT();
  return (
    <Button
      {...buttonProps}
      ref={buttonRef}
      variant="default"
      leftSection={<Icon size={16} aria-hidden />}
      disabled={disabled}
      aria-describedby={errorId}
    >
      {t(hasFile ? again : first)}
    </Button>
  );
}

export interface UploadFrameProps {
  common: QuestionProps;
  id: string;
  error: ReactNode;
  /** The note's id when no link takes the files (the builder's preview, /view-form). */
  noteId: string | undefined;
  status: string;
  preview?: ReactNode;
  progress?: ReactNode;
  /** The source buttons, then Remove. */
  buttons: ReactNode;
}

/**
 * The question's frame: its label, help, buttons, status line and note. The loaded question
 * and its stand-in draw the same frame, so the page does not move when the question arrives.
 */
export function UploadFrame(props: UploadFrameProps) {
  const { label, description, withAsterisk } = props.common;
  const { id, noteId } = props;
  const describedBy = [description && `${id}-description`, noteId].filter(Boolean).join(' ');
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={description}
      error={props.error}
      withAsterisk={withAsterisk}
      // One group holds the question's label, help, buttons and message, as a radio group does.
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
    >
      <Stack gap="xs" mt={6}>
        {props.preview}
        {props.progress}
        <Group gap="xs" wrap="wrap">
          {props.buttons}
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {props.status}
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
