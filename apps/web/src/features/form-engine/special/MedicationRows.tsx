import { formRowTexts as r } from '@paperless/core';
import { TextInput } from '@mantine/core';
import { rowsOf, textOf, type FieldProps } from '../fields/types';
import { useT } from '../../patient-language';
import { RowList } from './RowList';

interface Medication {
  name: string;
  dose: string;
  directions: string;
}

const PARTS: { key: keyof Medication; label: string; flex: string }[] = [
  { key: 'name', label: r.medicationName, flex: '2 1 180px' },
  { key: 'dose', label: r.medicationDose, flex: '1 1 100px' },
  { key: 'directions', label: r.medicationDirections, flex: '2 1 180px' },
];

export function MedicationRows({ field, value, onChange, errors, readOnly }: FieldProps) {
  const t = useT();
  return (
    <RowList<Medication>
      legend={field.label}
      buttons={{ add: r.addMedication, remove: r.removeMedication }}
      rows={rowsOf<Medication>(value)}
      onChange={onChange}
      emptyRow={() => ({ name: '', dose: '', directions: '' })}
      readOnly={readOnly}
      renderRow={(row, i, update) =>
        PARTS.map((part) => (
          <TextInput
            key={part.key}
            label={t(part.label, { n: i + 1 })}
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
