import { Checkbox, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { isSigned, type CustomFormField } from '@paperless/core';
import { SignatureField } from '../signature';

export interface CustomFieldInputProps {
  field: CustomFormField;
  value: unknown;
  /** The field's messages joined, shown under it and announced with it. */
  error?: string;
  onChange: (value: unknown) => void;
  readOnly: boolean;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const ticked = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A field's visible name: its label, or its name when the builder left the label empty. */
export const labelOf = (field: CustomFormField): string => field.label || field.name;

// The mobile keyboard each text-like input type brings up.
const TEXT_INPUTS = {
  text: { type: 'text', inputMode: 'text', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  // type=number would swallow what the patient typed when it is not a number; the validator
  // names the mistake instead.
  number: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
  date: { type: 'date', inputMode: undefined, autoComplete: 'off' },
} as const;

/** One custom-form field drawn by its input type, with its label, required mark and error. */
export function CustomFieldInput({
  field,
  value,
  error,
  onChange,
  readOnly,
}: CustomFieldInputProps) {
  const label = labelOf(field);
  const required = field.is_required === 1;
  const common = { label, name: field.name, error, withAsterisk: required };

  switch (field.input_type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          aria-required={required}
          autosize
          minRows={3}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          aria-required={required}
          data={[{ value: '', label: 'Select...' }, ...field.options]}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={readOnly}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          {...common}
          value={textOf(value) || null}
          onChange={(next) => !readOnly && onChange(next)}
        >
          <Group gap="md" mt={6} wrap="wrap">
            {field.options.map((option) => (
              <Radio key={option} value={option} label={option} disabled={readOnly} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'checkbox':
      // Without options it is one tick box (an agreement); with options, a checklist.
      return field.options.length === 0 ? (
        <Checkbox
          label={label}
          name={field.name}
          aria-required={required}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          error={error}
          disabled={readOnly}
        />
      ) : (
        <Checkbox.Group {...common} value={ticked(value)} onChange={onChange}>
          <Stack gap={6} mt={6}>
            {field.options.map((option) => (
              <Checkbox key={option} value={option} label={option} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'signature':
      return (
        <SignatureField
          label={label}
          value={isSigned(value) ? value : null}
          onChange={onChange}
          error={error}
          required={required}
          disabled={readOnly}
        />
      );
    default: {
      const input = TEXT_INPUTS[field.input_type];
      return (
        <TextInput
          {...common}
          aria-required={required}
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
        />
      );
    }
  }
}
