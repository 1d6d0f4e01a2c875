import { Button, Fieldset, Group, Input, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formRowTexts } from '@paperless/core';
import { useT } from '../../patient-language';
import { RequiredMark } from './RequiredMark';

interface RowListProps<T> {
  legend: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  emptyRow: () => T;
  /** Its buttons' English texts (core's formRowTexts): 'Add surgery', 'Remove surgery {n}'. */
  buttons: { add: string; remove: string };
  renderRow: (row: T, index: number, update: (row: T) => void) => ReactNode;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
}

/** Repeatable rows with Add and Remove; the last row can be emptied but not removed. */
export function RowList<T>(props: RowListProps<T>) {
  const { legend, rows, onChange, emptyRow, buttons, renderRow, error, required, readOnly } = props;
  const t = useT();
  const shown = rows.length > 0 ? rows : [emptyRow()];
  const update = (index: number) => (row: T) =>
    onChange(shown.map((current, i) => (i === index ? row : current)));
  return (
    <Fieldset
      legend={
        <>
          {legend}
          {required && <RequiredMark />}
        </>
      }
      variant="unstyled"
    >
      <Stack gap="sm">
        {shown.map((row, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="wrap">
            {renderRow(row, index, update(index))}
            {shown.length > 1 && !readOnly && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => onChange(shown.filter((_, i) => i !== index))}
                aria-label={t(buttons.remove, { n: index + 1 })}
              >
                {t(formRowTexts.remove)}
              </Button>
            )}
          </Group>
        ))}
        {error && <Input.Error>{error}</Input.Error>}
        {!readOnly && (
          <Button
            variant="light"
            onClick={() => onChange([...shown, emptyRow()])}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(buttons.add)}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
