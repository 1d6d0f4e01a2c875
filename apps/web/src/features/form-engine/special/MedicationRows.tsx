import { TextInput } from '@mantine/core';
import { rowsOf, textOf, type FieldProps } from '../fields/types';
import { RowList } from './RowList';

interface Medication {
  name: string;
  dose: string;
  directions: string;
}

const PARTS: { key: keyof Medication; label: string; flex: string }[] = [
  { key: 'name', label: 'name', flex: '2 1 180px' },
  { key: 'dose', label: 'dose', flex: '1 1 100px' },
  { key: 'directions', label: 'directions', flex: '2 1 180px' },
];

export function MedicationRows({ field, value, onChange, errors, readOnly }: FieldProps) {
  return (
    <RowList<Medication>
      legend={field.label}
      noun="medication"
      rows={rowsOf<Medication>(value)}
      onChange={onChange}
      emptyRow={() => ({ name: '', dose: '', directions: '' })}
      readOnly={readOnly}
      renderRow={(row, i, update) =>
        PARTS.map((part) => (
          <TextInput
            key={part.key}
            label={`Medication ${i + 1} ${part.label}`}
            value={textOf(row[part.key])}
            onChange={(e) => update({ ...row, [part.key]: e.currentTarget.value })}
            error={errors[`${field.name}.${i}.${part.key}`]?.join(' ')}
            readOnly={readOnly}
            style={{ flex: part.flex }}
          />
        ))
      }
    />
  );
}
