import { Button, FileButton, Progress } from '@mantine/core';
import { fileUploadTexts, isUploadAnswer } from '@paperless/core';
import { IconTrash } from '@tabler/icons-react';
import { useId, useRef, type Ref } from 'react';
import { useT } from '../patient-language';
import { SourceLook, UploadFrame, type FileUploadFieldProps } from './UploadFrame';
import { UPLOAD_ACCEPT } from './fileChecks';
import { UploadPreview } from './UploadPreview';
import { useFileUpload } from './useFileUpload';

/**
 * Each source is its own hidden input, so the camera's carries its capture attribute from the
 * start (phones read it when the input opens) and the chooser's never does.
 */
const INPUTS = {
  camera: { accept: 'image/*', capture: 'environment' },
  files: { accept: UPLOAD_ACCEPT, capture: undefined },
} as const;

interface SourceButtonProps {
  source: keyof typeof INPUTS;
  hasFile: boolean;
  disabled: boolean;
  errorId: string | undefined;
  onPick: (file: File | null) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A button opening its source's hidden file input. */
function SourceButton({ source, onPick, ...look }: SourceButtonProps) {
  const { accept, capture } = INPUTS[source];
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
      disabled={look.disabled}
    >
      {(props) => <SourceLook source={source} buttonProps={props} {...look} />}
    </FileButton>
  );
}

/**
 * A "file or photo" question: a photo taken there and then (phones open the camera) or a file
 * chosen, checked in the browser, sent at once and shown back. Its answer is `{ upload_id }`
 * once the server has kept the file. Without an upload target (the builder's preview,
 * /view-form) its buttons are off and a note says why. Loaded on demand (FileUploadField.tsx).
 */
export function FileUploadFieldView({ common, value, onChange, readOnly }: FileUploadFieldProps) {
  const { label, name } = common;
  const upload = useFileUpload({ field: name, onChange });
  const t = useT();
  const id = useId();
  // Remove swaps the buttons: focus lands on the first one, so a keyboard user is not lost.
  const cameraButton = useRef<HTMLButtonElement>(null);

  // The browser's checks give core's English; the server's answer is already in the link's language.
  const error = upload.problem ? t(upload.problem) : common.error;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = upload.canUpload ? undefined : `${id}-note`;
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
    <UploadFrame
      common={common}
      id={id}
      error={error}
      noteId={noteId}
      status={status}
      preview={
        hasFile && <UploadPreview label={label} chosen={upload.chosen} stored={upload.stored} />
      }
      progress={upload.uploading && <Progress value={100} striped animated maw={420} aria-hidden />}
      buttons={
        <>
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
        </>
      }
    />
  );
}
