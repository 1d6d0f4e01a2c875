import { Checkbox } from '@mantine/core';
import { useId } from 'react';

interface ConsentCheckboxProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  help?: string | undefined;
  error?: string | undefined;
  required: boolean;
  disabled: boolean;
}

/**
 * A single tick box (an agreement). Mantine's Checkbox draws its description and error without
 * tying them to the box, so a screen reader would read neither; the ids here do, and
 * aria-invalid lets focusFirstError land on it after a blocked submit.
 */
export function ConsentCheckbox(props: ConsentCheckboxProps) {
  const id = useId();
  const helpId = props.help ? `${id}-help` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <Checkbox
      label={props.label}
      name={props.name}
      aria-required={props.required}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy}
      description={props.help && <span id={helpId}>{props.help}</span>}
      error={props.error && <span id={errorId}>{props.error}</span>}
      checked={props.checked}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
      disabled={props.disabled}
    />
  );
}
