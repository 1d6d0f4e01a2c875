import { formRowTexts as r } from '@paperless/core';
import { TextInput } from '@mantine/core';
import { DateInput } from '../fields/DateField';
import { rowsOf, textOf, type FieldProps } from '../fields/types';
import { RowList } from './RowList';
import { useT } from '../../patient-language';

interface Surgery {
  surgery: string;
  date: string;
}

export function SurgeryRows({ field, value, onChange, onBlur, errors, readOnly }: FieldProps) {
  const t = useT();
  const message = (i: number, key: keyof Surgery) => errors[`${field.name}.${i}.${key}`]?.join(' ');
  return (
    <RowList<Surgery>
      legend={field.label}
      buttons={{ add: r.addSurgery, remove: r.removeSurgery }}
      rows={rowsOf<Surgery>(value)}
      onChange={onChange}
      emptyRow={() => ({ surgery: '', date: '' })}
      readOnly={readOnly}
      renderRow={(row, i, update) => (
        <>
          <TextInput
            label={t(r.surgery, { n: i + 1 })}
            value={textOf(row.surgery)}
            onChange={(e) => update({ ...row, surgery: e.currentTarget.value })}
            error={message(i, 'surgery')}
            readOnly={readOnly}
            style={{ flex: '2 1 200px' }}
          />
          <div style={{ flex: '1 1 160px' }}>
            <DateInput
              label={t(r.surgeryDate, { n: i + 1 })}
              value={row.date}
              onChange={(date) => update({ ...row, date })}
              onBlur={() => onBlur(`${field.name}.${i}.date`)}
              error={message(i, 'date')}
              readOnly={readOnly}
            />
          </div>
        </>
      )}
    />
  );
}
