import { TextInput } from '@mantine/core';
import { rowsOf, textOf, type FieldProps } from '../fields/types';
import { RowList } from './RowList';

/** What each free-text list calls one row. */
const NOUNS: Record<string, { noun: string; label: string }> = {
  conditions: { noun: 'condition', label: 'Condition' },
  other_conditions: { noun: 'condition', label: 'Other condition' },
  allergy_details: { noun: 'allergy', label: 'Allergy' },
};

/** A list of free-text rows: form 1's conditions, form 3's other conditions and allergies. */
export function TextRows({ field, value, onChange, onBlur, error, errors, readOnly }: FieldProps) {
  const { noun, label } = NOUNS[field.name] ?? { noun: 'row', label: field.label };
  return (
    <RowList<string>
      legend={field.label}
      noun={noun}
      rows={rowsOf<unknown>(value).map(textOf)}
      onChange={onChange}
      emptyRow={() => ''}
      error={error}
      required={field.is_required === 1}
      readOnly={readOnly}
      renderRow={(row, i, update) => (
        <TextInput
          label={`${label} ${i + 1}`}
          value={row}
          onChange={(e) => update(e.currentTarget.value)}
          onBlur={() => onBlur()}
          error={errors[`${field.name}.${i}`]?.join(' ')}
          readOnly={readOnly}
          style={{ flex: '1 1 220px' }}
        />
      )}
    />
  );
}
