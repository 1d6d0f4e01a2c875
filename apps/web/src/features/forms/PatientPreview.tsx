import { Button, Group, Stack } from '@mantine/core';
import type { CustomFormField, TemplateValues } from '@paperless/core';
import { useState } from 'react';
import { missingIdentityFields, PatientIdentityInputs, CustomFormView } from '../form-engine';

interface PatientPreviewProps {
  title: string;
  description: string | null;
  fields: readonly CustomFormField[];
}

/**
 * A clinic's own form exactly as the patient meets it (CustomStep): the patient block asked
 * above every custom form, then the form, drawn by the fill page's own components. Staff may try
 * answers, so rules can be seen working; they stay here and are never sent.
 */
export function PatientPreview({ title, description, fields }: PatientPreviewProps) {
  const [answers, setAnswers] = useState<TemplateValues>({});
  const change = (name: string, value: unknown) =>
    setAnswers((current) => ({ ...current, [name]: value }));
  return (
    <Stack gap="lg">
      <PatientIdentityInputs
        names={missingIdentityFields(fields)}
        values={answers}
        errors={{}}
        lockedFields={[]}
        onChange={change}
      />
      <CustomFormView
        title={title}
        description={description}
        fields={fields}
        values={answers}
        onChange={change}
      />
      {Object.keys(answers).length > 0 && (
        <Group justify="flex-end">
          <Button size="compact-sm" variant="subtle" onClick={() => setAnswers({})}>
            Clear answers
          </Button>
        </Group>
      )}
    </Stack>
  );
}
