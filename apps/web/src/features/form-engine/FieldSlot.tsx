import { Alert } from '@mantine/core';
import type { FieldErrors, FormTemplate, TemplateField } from '@paperless/core';
import { memo } from 'react';
import { FieldRenderer } from './FieldRenderer';
import { firstMessage, pickField } from './errors';

interface FieldSlotProps {
  template: FormTemplate;
  field: TemplateField;
  value: unknown;
  errors: FieldErrors;
  readOnly: boolean;
  notice?: string;
  /** Both must be stable (the form's own callbacks), or every field redraws on every key. */
  onChange: (name: string, value: unknown) => void;
  onBlur: (key: string) => void;
}

function FieldSlotView(props: FieldSlotProps) {
  const { field, onChange, onBlur, errors } = props;
  return (
    <>
      <FieldRenderer
        template={props.template}
        field={field}
        value={props.value}
        onChange={(value) => onChange(field.name, value)}
        onBlur={(key) => onBlur(key ?? field.name)}
        error={firstMessage(errors, field.name)}
        errors={errors}
        readOnly={props.readOnly}
      />
      {props.notice && (
        <Alert color="blue" variant="light" mt="sm" role="status">
          {props.notice}
        </Alert>
      )}
    </>
  );
}

const sameErrors = (a: FieldErrors, b: FieldErrors, name: string) =>
  JSON.stringify(pickField(a, name)) === JSON.stringify(pickField(b, name));

/**
 * One field, redrawn only when its own value, messages or state change: Medical History has
 * some three hundred inputs, and a phone should not redraw them all on each key.
 */
export const FieldSlot = memo(
  FieldSlotView,
  (a, b) =>
    a.value === b.value &&
    a.field === b.field &&
    a.template === b.template &&
    a.readOnly === b.readOnly &&
    a.notice === b.notice &&
    a.onChange === b.onChange &&
    a.onBlur === b.onBlur &&
    sameErrors(a.errors, b.errors, a.field.name),
);
