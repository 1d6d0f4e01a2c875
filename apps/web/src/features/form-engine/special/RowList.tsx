import { Button, Fieldset, Group, Input, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formRowTexts, LIST_MAX_ROWS, listMessages } from '@paperless/core';
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

/**
 * Repeatable rows with Add and Remove; the last row can be emptied but not removed, and no row
 * is added past LIST_MAX_ROWS (core list-bounds.ts).
 */
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
        {!readOnly &&
          (shown.length >= LIST_MAX_ROWS ? (
            // The server refuses a longer list; the page stops at the same number and says so.
            <Text size="sm" c="dimmed">
              {t(listMessages.tooMany)}
            </Text>
          ) : (
            <Button
              variant="light"
              onClick={() => onChange([...shown, emptyRow()])}
              style={{ alignSelf: 'flex-start' }}
            >
              {t(buttons.add)}
            </Button>
          ))}
      </Stack>
    </Fieldset>
  );
}
