import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { esignConsentMessages, esignDisclosure, signatureTexts } from '@paperless/core';
import { useState } from 'react';
import { useT, useWholeTranslation } from '../patient-language';

interface ConsentStepProps {
  practiceName: string;
  onAccept: () => Promise<void>;
  onCancel: () => void;
}

/**
 * The e-sign disclosure, shown in the signature dialog before the link's first signature: the
 * patient reads it and agrees, or closes the dialog and asks the practice for paper.
 */
export function ConsentStep({ practiceName, onAccept, onCancel }: ConsentStepProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  // Translated, the disclosure ends saying the English text governs (core).
  const paragraphs =
    useWholeTranslation()?.disclosure(practiceName) ?? esignDisclosure(practiceName);

  const accept = async () => {
    setFailure(null);
    setSaving(true);
    try {
      await onAccept();
    } catch (error) {
      setFailure(
        error instanceof Error && error.message.trim()
          ? error.message
          : esignConsentMessages.acceptFailed,
      );
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
      {failure && (
        <Alert color="red" role="alert">
          {t(failure)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t(signatureTexts.notNow)}
        </Button>
        {/* The agreement is long: on a phone it wraps onto a second line, never cut. */}
        <Button
          loading={saving}
          onClick={() => void accept()}
          h="auto"
          mih="var(--button-height)"
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', height: 'auto' } }}
        >
          {t(esignConsentMessages.accept)}
        </Button>
      </Group>
    </Stack>
  );
}
