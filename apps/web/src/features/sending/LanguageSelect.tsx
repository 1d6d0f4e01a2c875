import { Select } from '@mantine/core';
import { PATIENT_LANGUAGE_NAMES, PATIENT_LANGUAGES, type PatientLanguage } from '@paperless/core';

/** Each language under its own name, as a patient reading it would look for it (issue 21). */
export const LANGUAGE_CHOICES = PATIENT_LANGUAGES.map((value) => ({
  value,
  label: PATIENT_LANGUAGE_NAMES[value],
}));

interface LanguageSelectProps {
  /** Null while the clinic's default is not known: the server then uses it. */
  value: PatientLanguage | null;
  onChange: (value: PatientLanguage) => void;
  disabled: boolean;
  error?: string | undefined;
}

/**
 * The language of this send: the patient's page, the e-mail or text and its reminders. It
 * starts at the clinic's default (the practice profile), and the sender may change it for one
 * patient. Staff screens stay in English whatever is chosen.
 */
export function LanguageSelect({ value, onChange, disabled, error }: LanguageSelectProps) {
  return (
    <Select
      label="Language"
      description="What the patient's page, e-mail or text and reminders are written in."
      placeholder="The clinic's default"
      data={LANGUAGE_CHOICES}
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
      value={value}
      disabled={disabled}
      error={error}
      onChange={(chosen) => chosen && onChange(chosen as PatientLanguage)}
    />
  );
}
