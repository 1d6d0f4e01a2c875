import { Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/formErrors';
import { PageHeader } from '../../ui/PageHeader';
import { PdfDropArea } from './PdfDropArea';
import { VERIFY_MAX_BYTES, verifyMessages } from '@paperless/core';
import { useVerifyPdf } from './verifyApi';
import { VerifyOutcome } from './VerifyOutcome';

/**
 * /verify-document (issue 18): drop a PDF and learn whether it is an unaltered copy of one of
 * the clinic's submitted forms, and which one. The file goes to the server to be hashed and is
 * not kept; the check is recorded in the audit log.
 */
export function VerifyDocumentPage() {
  const verify = useVerifyPdf();
  const [fileName, setFileName] = useState('');
  const [tooLarge, setTooLarge] = useState(false);

  const check = (file: File) => {
    setFileName(file.name);
    // Said at once, without sending 20 MB for the server to refuse.
    setTooLarge(file.size > VERIFY_MAX_BYTES);
    verify.reset();
    if (file.size <= VERIFY_MAX_BYTES) verify.mutate(file);
  };
  const fieldError = tooLarge
    ? verifyMessages.tooLarge
    : verify.error instanceof ApiError
      ? (verify.error.errors?.file?.[0] ?? verify.error.message)
      : verify.error
        ? errorMessage(verify.error)
        : undefined;

  return (
    <>
      <PageHeader
        title="Verify a Document"
        description="Check whether a PDF is an unaltered copy of a form submitted to your clinic, and which one."
      />
      <Stack gap="md" maw={760}>
        <PdfDropArea onFile={check} disabled={verify.isPending} error={fieldError} />
        {verify.isPending && (
          <Paper withBorder p="md" aria-busy="true">
            <Stack gap="sm">
              <Text size="sm" aria-live="polite">
                Checking {fileName}…
              </Text>
              <Progress value={100} animated striped aria-label={`Checking ${fileName}`} />
              <Skeleton height={16} width="60%" />
              <Skeleton height={16} width="40%" />
            </Stack>
          </Paper>
        )}
        <div aria-live="polite">
          {verify.data && <VerifyOutcome result={verify.data} fileName={fileName} />}
        </div>
      </Stack>
    </>
  );
}
