import { FileInput } from '@mantine/core';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@paperless/core';
import { IconPhoto } from '@tabler/icons-react';

export const LOGO_TOO_BIG = 'The logo must be 2 MB or smaller.';
export const LOGO_WRONG_TYPE = 'The logo must be a PNG, JPEG or WebP image.';

/** What is wrong with a chosen logo, if anything. The server checks the bytes again. */
export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_WRONG_TYPE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_BIG;
  return null;
}

interface LogoInputProps {
  value: File | null;
  error: string | null;
  onChange: (file: File | null, problem: string | null) => void;
}

/** The optional logo of a new client (create only): PNG, JPEG or WebP up to 2 MB. */
export function LogoInput({ value, error, onChange }: LogoInputProps) {
  return (
    <FileInput
      label="Logo"
      description="PNG, JPEG or WebP, up to 2 MB"
      placeholder="Choose an image"
      accept={LOGO_TYPES.join(',')}
      leftSection={<IconPhoto size={16} aria-hidden />}
      clearable
      value={value}
      error={error}
      onChange={(file) => {
        const problem = file ? logoProblem(file) : null;
        // A refused file is not kept, so it can never be sent.
        onChange(problem ? null : file, problem);
      }}
    />
  );
}
