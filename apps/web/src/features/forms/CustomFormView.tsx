import { Stack, Text, Title } from '@mantine/core';
import type { CustomFormField } from '@paperless/core';
import { CustomFieldInput } from './CustomFieldInput';

export interface CustomFormViewProps {
  title: string;
  description?: string | null;
  fields: readonly CustomFormField[];
  /** Answers keyed by field name. */
  values: Record<string, unknown>;
  /** Messages keyed by field name, as validateCustomFormSubmission and the server give them. */
  errors?: Record<string, string[]>;
  onChange?: (name: string, value: unknown) => void;
  readOnly?: boolean;
}

/**
 * A clinic's own form as the patient sees it: its title, description and every field with its
 * label, required mark and messages. The caller holds the values (patient fill, the builder's
 * preview, /view-form), so this draws and reports changes only.
 */
export function CustomFormView(props: CustomFormViewProps) {
  const { title, description, fields, values, errors, onChange, readOnly = false } = props;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && (
          <Text c="gray.7" size="sm" style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        )}
      </Stack>
      {fields.length === 0 ? (
        <Text c="gray.7">This form has no fields yet.</Text>
      ) : (
        fields.map((field, index) => (
          <CustomFieldInput
            // The builder's preview draws fields whose names are still being typed (or clash).
            key={`${index}:${field.name}`}
            field={field}
            value={values[field.name]}
            error={errors?.[field.name]?.join(' ')}
            onChange={(value) => onChange?.(field.name, value)}
            readOnly={readOnly || !onChange}
          />
        ))
      )}
    </Stack>
  );
}
