import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import {
  PATIENT_IDENTITY_FIELDS,
  patientLinkMessages,
  type FieldErrors,
  type TemplateValues,
} from '@paperless/core';
import { useT } from '../patient-language';

interface PatientIdentityInputsProps {
  /** The identity fields to ask (those the form does not ask itself). */
  names: readonly string[];
  values: TemplateValues;
  errors: FieldErrors;
  lockedFields: readonly string[];
  onChange: (name: string, value: string) => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Who the patient is, above a custom form that does not ask: every submission is filed under a
 * name and date of birth. From a bundle's second form on they come prefilled and read-only.
 */
export function PatientIdentityInputs(props: PatientIdentityInputsProps) {
  const fields = PATIENT_IDENTITY_FIELDS.filter((f) => props.names.includes(f.name));
  const t = useT();
  if (fields.length === 0) return null;
  return (
    <Fieldset legend={t(patientLinkMessages.patientSection)}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fields.map((field) => (
          <TextInput
            key={field.name}
            name={field.name}
            label={t(field.label)}
            type={field.type}
            withAsterisk
            aria-required
            autoComplete={
              field.name === 'dob'
                ? 'bday'
                : field.name === 'patient_firstname'
                  ? 'given-name'
                  : 'family-name'
            }
            value={text(props.values[field.name])}
            error={props.errors[field.name]?.join(' ')}
            readOnly={props.lockedFields.includes(field.name)}
            onChange={(event) => props.onChange(field.name, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
