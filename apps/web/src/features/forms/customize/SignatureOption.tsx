import { Checkbox } from '@mantine/core';

interface SignatureOptionProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/**
 * Asks for the patient's signature on a template that asks for none (Medical History, Advance
 * Directive): the signature and signing date other templates close with, behind the e-sign
 * consent, printed on the PDF and listed on its certificate. Off unless the clinic turns it on,
 * so the spec's version stays the default.
 */
export function SignatureOption({ checked, error, onChange }: SignatureOptionProps) {
  return (
    <Checkbox
      label="Ask for a signature"
      description="The patient signs and dates the form at its end, as on the templates that ask for one."
      checked={checked}
      error={error}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
