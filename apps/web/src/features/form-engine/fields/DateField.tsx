import { TextInput } from '@mantine/core';
import { EARLIEST_DATE } from '@paperless/core';
import { textOf } from './types';

interface DateInputProps {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  name?: string;
  /** The input a dialog opens on (Mantine's focus trap looks for data-autofocus). */
  dialogFocus?: boolean;
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The browser's own date input: a phone opens its native wheel or calendar for the thumb, a
 * keyboard types the date, and the value is already YYYY-MM-DD as the validators read it.
 */
export function DateInput(props: DateInputProps) {
  const { label, value, onChange, onBlur, error, required, readOnly, disabled, name } = props;
  const focus = props.dialogFocus ? { 'data-autofocus': true } : {};
  return (
    <TextInput
      type="date"
      label={label}
      name={name}
      min={EARLIEST_DATE}
      max={today()}
      required={required}
      value={textOf(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      readOnly={readOnly}
      disabled={disabled}
      {...focus}
    />
  );
}
