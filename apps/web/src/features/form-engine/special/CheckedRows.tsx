import { formRowTexts as r } from '@paperless/core';
import { Checkbox, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { DateInput } from '../fields/DateField';
import { rowsOf, textOf, type FieldProps } from '../fields/types';
import { useT } from '../../patient-language';

interface CheckedRow {
  id: string;
  checked: boolean;
  [detail: string]: unknown;
}

/** The detail each checked list asks for: a date for conditions and immunizations. */
const DETAILS: Record<string, { key: string; label: string; kind: 'date' | 'text' }> = {
  conditions: { key: 'date', label: r.conditionDateOfOnset, kind: 'date' },
  immunizations: { key: 'date', label: r.conditionDateGiven, kind: 'date' },
  family_medical_conditions: { key: 'family_member', label: r.conditionFamilyMember, kind: 'text' },
};

/**
 * One row per option: a checkbox and its detail, which is enabled only while the row is
 * checked (a date of onset for a condition the patient does not have means nothing).
 */
export function CheckedRows({ field, value, onChange, onBlur, errors, readOnly }: FieldProps) {
  const t = useT();
  const detail = DETAILS[field.name] ?? { key: 'date', label: r.conditionDate, kind: 'date' };
  const given = rowsOf<CheckedRow>(value);
  const rows = (field.options ?? []).map(
    (o) => given.find((r) => r.id === o.value) ?? { id: o.value, checked: false, [detail.key]: '' },
  );
  const update = (index: number, patch: Partial<CheckedRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Fieldset legend={field.label} variant="unstyled">
      <Stack gap="sm">
        {rows.map((row, i) => {
          const label = field.options?.[i]?.label ?? row.id;
          const key = `${field.name}.${i}.${detail.key}`;
          const inputProps = {
            label: t(detail.label, { condition: label }),
            error: errors[key]?.join(' '),
            disabled: !row.checked || readOnly,
          };
          return (
            <Group key={row.id} align="flex-start" gap="sm" wrap="wrap">
              <Checkbox
                label={label}
                checked={row.checked}
                disabled={readOnly}
                onChange={(e) => update(i, { checked: e.currentTarget.checked })}
                mt={30}
                style={{ flex: '1 1 160px' }}
              />
              <div style={{ flex: '1 1 180px' }}>
                {detail.kind === 'date' ? (
                  <DateInput
                    {...inputProps}
                    value={row[detail.key]}
                    onChange={(v) => update(i, { [detail.key]: v })}
                    onBlur={() => onBlur(key)}
                  />
                ) : (
                  <TextInput
                    {...inputProps}
                    value={textOf(row[detail.key])}
                    onChange={(e) => update(i, { [detail.key]: e.currentTarget.value })}
                    onBlur={() => onBlur(key)}
                  />
                )}
              </div>
            </Group>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
