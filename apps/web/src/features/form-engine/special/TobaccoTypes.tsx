import { Checkbox, Group } from '@mantine/core';
import { rowsOf, type FieldProps } from '../fields/types';

interface TobaccoRow {
  name: string;
  checked: boolean;
}

/** The tobacco types as one checkbox group; the value stays the core's list of rows. */
export function TobaccoTypes({ field, value, onChange, error, readOnly }: FieldProps) {
  const given = rowsOf<TobaccoRow>(value);
  const options = field.options ?? [];
  const ticked = given.filter((r) => r.checked).map((r) => r.name);
  return (
    <Checkbox.Group
      label={field.label}
      withAsterisk
      value={ticked}
      error={error}
      onChange={(names) =>
        onChange(options.map((o) => ({ name: o.value, checked: names.includes(o.value) })))
      }
    >
      <Group gap="md" mt={6} wrap="wrap">
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} disabled={readOnly} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
