import { TextInput, Textarea } from '@mantine/core';
import { ANSWER_MAX_LENGTH, RECORDS_RELEASE_PHONE_MASK } from '@paperless/core';
import { maskUsPhone } from './phoneMask';
import classes from './TextFields.module.css';
import { textOf, type FieldProps } from './types';

const INPUT_TYPES: Record<string, { type: string; inputMode?: 'email' | 'tel'; auto?: string }> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', auto: 'email' },
  tel: { type: 'tel', inputMode: 'tel', auto: 'tel' },
};

/** Form 1's phone and fax use the US mask; other phone fields take any format the check accepts. */
const masked = (props: FieldProps) => props.template.id === 1 && props.field.type === 'tel';

export function TextField(props: FieldProps) {
  const { field, value, onChange, onBlur, error, readOnly } = props;
  const kind = INPUT_TYPES[field.type] ?? { type: 'text' };
  const mask = masked(props);
  return (
    <TextInput
      label={field.label}
      name={field.name}
      type={kind.type}
      inputMode={kind.inputMode}
      autoComplete={kind.auto}
      placeholder={mask ? RECORDS_RELEASE_PHONE_MASK.replace(/9/g, '_') : undefined}
      required={field.is_required === 1}
      // The server's cap (core answer-length.ts); in UTF-16 units, so never above it.
      maxLength={ANSWER_MAX_LENGTH.short}
      value={textOf(value)}
      onChange={(e) => onChange(mask ? maskUsPhone(e.currentTarget.value) : e.currentTarget.value)}
      onBlur={() => onBlur()}
      error={error}
      readOnly={readOnly}
    />
  );
}

export function TextareaField({ field, value, onChange, onBlur, error, readOnly }: FieldProps) {
  return (
    <Textarea
      label={field.label}
      name={field.name}
      required={field.is_required === 1}
      rows={3}
      classNames={{ input: classes.longAnswer }}
      maxLength={ANSWER_MAX_LENGTH.long}
      value={textOf(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={() => onBlur()}
      error={error}
      readOnly={readOnly}
    />
  );
}
