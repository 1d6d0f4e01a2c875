import { Checkbox, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { formRowTexts } from '@paperless/core';
import { useT } from '../../patient-language';
import { textOf, type FieldProps } from './types';

const errorOutline = {
  outline: '1px solid var(--mantine-color-error)',
  outlineOffset: 4,
  borderRadius: 'var(--mantine-radius-sm)',
};

/** Radio groups get a red outline around the whole group when in error, as the spec asks. */
export function RadioField({ field, value, onChange, onBlur, error, readOnly }: FieldProps) {
  return (
    <Radio.Group
      label={field.label}
      name={field.name}
      required={field.is_required === 1}
      value={textOf(value) || null}
      onChange={(next) => !readOnly && onChange(next)}
      onBlur={() => onBlur()}
      error={error}
      style={error ? errorOutline : undefined}
    >
      <Group gap="md" mt={6} wrap="wrap">
        {(field.options ?? []).map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} disabled={readOnly} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The browser's own select: a wheel on a phone, arrow keys on a desktop. */
export function SelectField({ field, value, onChange, onBlur, error, readOnly }: FieldProps) {
  const t = useT();
  return (
    <NativeSelect
      label={field.label}
      name={field.name}
      required={field.is_required === 1}
      data={[{ value: '', label: t(formRowTexts.selectPrompt) }, ...(field.options ?? [])]}
      value={textOf(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={() => onBlur()}
      error={error}
      disabled={readOnly}
    />
  );
}

export function CheckboxField({ field, value, onChange, error, readOnly }: FieldProps) {
  return (
    <Checkbox
      label={field.label}
      name={field.name}
      checked={value === true}
      onChange={(e) => onChange(e.currentTarget.checked)}
      error={error}
      disabled={readOnly}
    />
  );
}

export function ChecklistField({ field, value, onChange, error, readOnly }: FieldProps) {
  const ticked = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];
  return (
    <Checkbox.Group label={field.label} value={ticked} onChange={onChange} error={error}>
      <Stack gap={6} mt={6}>
        {(field.options ?? []).map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} disabled={readOnly} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
