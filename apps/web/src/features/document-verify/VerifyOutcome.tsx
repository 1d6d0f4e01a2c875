import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { formatInZone, type SubmittedFile } from '@paperless/core';
import { IconCircleCheck, IconExternalLink, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError } from '../../ui/notify';
import { usDate } from '../finance';
import { openPdfInTab } from '../submitted-forms';
import type { VerifyResult } from './verifyApi';

/** What Verify found for one file: the submission it is a copy of, or that it is none. */
export function VerifyOutcome({ result, fileName }: { result: VerifyResult; fileName: string }) {
  const { data, time_zone } = result;
  const [opening, setOpening] = useState(false);
  const hash = (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      SHA-256 of {fileName}: <Code>{data.sha256}</Code>
    </Text>
  );
  if (!data.matched || !data.submission) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Not an unaltered copy of your clinic's forms"
      >
        <Stack gap="xs">
          <Text size="sm">
            This PDF does not match any form submitted to your clinic. It may have been changed,
            even by one character, or it did not come from your Submitted Forms.
          </Text>
          {hash}
        </Stack>
      </Alert>
    );
  }
  const submission = data.submission;
  // The download route takes the same reference the list gives.
  const file: SubmittedFile = {
    submission_id: submission.submission_id,
    form_name: submission.form_name,
    url: submission.url,
    pdf_name: submission.pdf_name,
    submitted_at: submission.submitted_at,
    status: 'ready',
  };
  const open = async () => {
    setOpening(true);
    try {
      await openPdfInTab(file, undefined);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setOpening(false);
    }
  };
  const rows: [string, string][] = [
    ['Form', submission.form_name],
    ['Patient', submission.patient_name],
    ['Date of Birth', usDate(submission.dob)],
    ['Submitted', formatInZone(submission.submitted_at, time_zone)],
  ];
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title="Verified: an unaltered copy of a submitted form"
    >
      <Stack gap="sm">
        <Text size="sm">Every byte of this PDF matches the form as it was submitted.</Text>
        <Table withRowBorders={false} verticalSpacing={4} aria-label="The submitted form">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={130} fw={500}>
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            loading={opening}
            onClick={() => void open()}
          >
            Open the submitted form
          </Button>
        </Group>
        {hash}
      </Stack>
    </Alert>
  );
}
