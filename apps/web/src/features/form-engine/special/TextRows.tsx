import { formRowTexts as r } from '@paperless/core';
import { TextInput } from '@mantine/core';
import { rowsOf, textOf, type FieldProps } from '../fields/types';
import { useT } from '../../patient-language';
import { RowList } from './RowList';

/** What each free-text list calls one row, in its buttons and its label ({n}: the row's number). */
const ROWS: Record<string, { buttons: { add: string; remove: string }; label: string }> = {
  conditions: { buttons: { add: r.addCondition, remove: r.removeCondition }, label: r.condition },
  other_conditions: {
    buttons: { add: r.addCondition, remove: r.removeCondition },
    label: r.otherCondition,
  },
  allergy_details: { buttons: { add: r.addAllergy, remove: r.removeAllergy }, label: r.allergy },
};

/** A list of free-text rows: form 1's conditions, form 3's other conditions and allergies. */
export function TextRows({ field, value, onChange, onBlur, error, errors, readOnly }: FieldProps) {
  const t = useT();
  const rows = ROWS[field.name];
  const buttons = rows?.buttons ?? { add: r.addRow, remove: r.removeRow };
  // Another list's label is the template's, already in the page's language.
  const labelOf = (n: number) => (rows ? t(rows.label, { n }) : `${field.label} ${n}`);
  return (
    <RowList<string>
      legend={field.label}
      buttons={buttons}
      rows={rowsOf<unknown>(value).map(textOf)}
      onChange={onChange}
      emptyRow={() => ''}
      error={error}
      required={field.is_required === 1}
      readOnly={readOnly}
      renderRow={(row, i, update) => (
        <TextInput
          label={labelOf(i + 1)}
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
