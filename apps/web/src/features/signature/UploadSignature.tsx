import { Input, Stack } from '@mantine/core';
import { useId } from 'react';
import { SignaturePreview } from './SignaturePreview';
import { signatureTexts } from '@paperless/core';
import { useT } from '../patient-language';

interface UploadSignatureProps {
  dataUrl: string | null;
  error: string | null;
  onFile: (file: File) => void;
}

/**
 * A plain file input: phones offer the camera and the photo library for it, keyboards and screen
 * readers know it, and its label is the input's own.
 */
export function UploadSignature({ dataUrl, error, onFile }: UploadSignatureProps) {
  const id = useId();
  const t = useT();
  return (
    <Stack>
      <Input.Wrapper
        id={id}
        label={t(signatureTexts.uploadImage)}
        description={t(signatureTexts.uploadHint)}
        error={error && t(error)}
      >
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-description`}
          style={{ display: 'block', marginTop: 'var(--mantine-spacing-xs)', maxWidth: '100%' }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
          }}
        />
      </Input.Wrapper>
      {dataUrl && (
        <SignaturePreview value={{ kind: 'uploaded', dataUrl }} alt={t(signatureTexts.uploaded)} />
      )}
    </Stack>
  );
}
