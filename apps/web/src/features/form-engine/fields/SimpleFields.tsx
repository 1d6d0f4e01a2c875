import { isSigned } from '@paperless/core';
import { SignatureField } from '../../signature';
import { DateInput } from './DateField';
import type { FieldProps } from './types';

export function DateField({ field, value, onChange, onBlur, error, readOnly }: FieldProps) {
  return (
    <DateInput
      label={field.label}
      name={field.name}
      required={field.is_required === 1}
      value={value}
      onChange={onChange}
      onBlur={() => onBlur()}
      error={error}
      readOnly={readOnly || field.readOnly === true}
    />
  );
}

export function SignatureInput({ field, value, onChange, error, readOnly }: FieldProps) {
  return (
    <SignatureField
      label={field.label}
      value={isSigned(value) ? value : null}
      onChange={onChange}
      error={error}
      required={field.is_required === 1}
      disabled={readOnly}
    />
  );
}
