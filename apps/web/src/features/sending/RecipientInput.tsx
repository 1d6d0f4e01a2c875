import { Pill, PillsInput } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';
import {
  commitText,
  removeValue,
  typeText,
  type RecipientField,
  type RecipientKind,
} from './recipients';

export interface RecipientInputProps {
  kind: RecipientKind;
  label: string;
  description: string;
  placeholder: string;
  field: RecipientField;
  onChange: (field: RecipientField) => void;
  /** A message about the dialog as a whole shown under this field, below the field's own. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * An input whose entries become removable chips on Enter, comma or leaving it. An invalid
 * entry stays in the input with its error; a duplicate is dropped.
 */
export function RecipientInput({
  kind,
  label,
  description,
  placeholder,
  field,
  onChange,
  error,
  inputRef,
  disabled,
}: RecipientInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const text = field.text.trim();
    if ((event.key === 'Enter' && text) || event.key === ',' || event.key === ';') {
      // Enter on an empty input still submits the dialog.
      event.preventDefault();
      onChange(commitText(field, kind));
    } else if (event.key === 'Backspace' && field.text === '' && field.values.length > 0) {
      onChange(removeValue(field, field.values[field.values.length - 1]!));
    }
  };

  return (
    <PillsInput
      label={label}
      description={description}
      error={field.error ?? error}
      disabled={disabled}
    >
      <Pill.Group>
        {field.values.map((value) => (
          <Pill
            key={value}
            withRemoveButton={!disabled}
            onRemove={() => onChange(removeValue(field, value))}
            // Mantine hides the remove button from assistive technology; ours is a real button.
            removeButtonProps={{
              'aria-label': `Remove ${value}`,
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            {value}
          </Pill>
        ))}
        <PillsInput.Field
          ref={inputRef}
          value={field.text}
          placeholder={field.values.length === 0 ? placeholder : undefined}
          inputMode={kind === 'email' ? 'email' : 'tel'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => onChange(typeText(field, event.currentTarget.value, kind))}
          onKeyDown={onKeyDown}
          onBlur={() => onChange(commitText(field, kind))}
        />
      </Pill.Group>
    </PillsInput>
  );
}
