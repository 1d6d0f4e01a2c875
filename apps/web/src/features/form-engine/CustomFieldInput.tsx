import { Checkbox, Input, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { formRowTexts, isSigned, YES_NO_OPTIONS, type CustomFormField } from '@paperless/core';
import { useT } from '../patient-language';
import { SignatureField } from '../signature';
import { ConsentCheckbox } from './ConsentCheckbox';
import { SectionHeading, TextBlock } from './DisplayBlocks';
import { FileUploadField } from './FileUploadField';
import { limitHints } from './inputHints';
import { RadioChoice, type QuestionProps } from './RadioChoice';

export interface CustomFieldInputProps {
  field: CustomFormField;
  value: unknown;
  /** The field's messages joined, shown under it and announced with it. */
  error?: string;
  onChange: (value: unknown) => void;
  readOnly: boolean;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const ticked = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A field's visible name: its label, or its name when the builder left the label empty. */
export const labelOf = (field: CustomFormField): string => field.label || field.name;

// The mobile keyboard each text-like input type brings up.
const TEXT_INPUTS = {
  text: { type: 'text', inputMode: 'text', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  // type=number would swallow what the patient typed when it is not a number; the validator
  // names the mistake instead.
  number: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
  date: { type: 'date', inputMode: undefined, autoComplete: 'off' },
} as const;

/**
 * One block of a custom form drawn by its input type: a question with its label, help line,
 * required mark and error, or a heading or text block that asks nothing.
 */
export function CustomFieldInput({
  field,
  value,
  error,
  onChange,
  readOnly,
}: CustomFieldInputProps) {
  const t = useT();
  const label = labelOf(field);
  const required = field.is_required === 1;
  // Mantine ties a description to its input (aria-describedby): the help is read with it.
  const description = field.help || undefined;
  const common: QuestionProps = {
    label,
    name: field.name,
    description,
    error,
    withAsterisk: required,
  };

  switch (field.input_type) {
    case 'heading':
      return <SectionHeading title={label} help={description} />;
    case 'paragraph':
      return <TextBlock source={field.text ?? ''} />;
    case 'textarea':
      return (
        <Textarea
          {...common}
          aria-required={required}
          autosize
          minRows={3}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          aria-required={required}
          data={[{ value: '', label: t(formRowTexts.selectPrompt) }, ...field.options]}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={readOnly}
        />
      );
    case 'radio':
    case 'yes_no': {
      const yesNo = field.input_type === 'yes_no';
      return (
        <RadioChoice
          common={common}
          options={yesNo ? YES_NO_OPTIONS : field.options}
          value={textOf(value)}
          onChange={onChange}
          readOnly={readOnly}
          large={yesNo}
        />
      );
    }
    case 'checkbox':
      // Without options it is one tick box (an agreement); with options, a checklist.
      return field.options.length === 0 ? (
        <ConsentCheckbox
          label={label}
          name={field.name}
          checked={value === true}
          onChange={onChange}
          help={description}
          error={error}
          required={required}
          disabled={readOnly}
        />
      ) : (
        <Checkbox.Group {...common} value={ticked(value)} onChange={onChange}>
          <Stack gap={6} mt={6}>
            {field.options.map((option) => (
              <Checkbox key={option} value={option} label={option} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'signature': {
      const signature = (
        <SignatureField
          label={label}
          value={isSigned(value) ? value : null}
          onChange={onChange}
          error={error}
          required={required}
          disabled={readOnly}
        />
      );
      // SignatureField takes no description yet: the help shows under it, not tied to it.
      return description ? (
        <Stack gap={4}>
          {signature}
          <Input.Description>{description}</Input.Description>
        </Stack>
      ) : (
        signature
      );
    }
    case 'file':
      return (
        <FileUploadField common={common} value={value} onChange={onChange} readOnly={readOnly} />
      );
    case 'initials':
      return (
        <TextInput
          {...common}
          aria-required={required}
          // Room for "A. B. C." as people type it; core counts the letters (1 to 4).
          maxLength={8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          styles={{ wrapper: { maxWidth: 160 }, input: { textTransform: 'uppercase' } }}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
        />
      );
    default: {
      const input = TEXT_INPUTS[field.input_type];
      return (
        <TextInput
          {...common}
          aria-required={required}
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          {...limitHints(field)}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
        />
      );
    }
  }
}
