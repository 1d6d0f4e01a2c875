import { TextInput } from '@mantine/core';
import { CUSTOMIZATION_LIMITS, isTexas, type PracticeFacts } from '@paperless/core';

interface FeeInputProps {
  value: string;
  practice: PracticeFacts;
  error?: string;
  onChange: (fee: string) => void;
}

/** Records Release's fee for copies: it fills {records_fee}, and outside Texas the fee sentence. */
export function FeeInput({ value, practice, error, onChange }: FeeInputProps) {
  const help = isTexas(practice)
    ? 'Fills {records_fee} where your notice uses it. The fee sentence keeps the Texas fee schedule.'
    : 'Fills {records_fee}, and the template’s fee sentence names it (“This practice charges …”). Leave it empty for “a reasonable, cost-based fee”.';
  return (
    <TextInput
      label="Your fee for copies of records"
      placeholder="e.g. $6.50 per request"
      description={help}
      value={value}
      maxLength={CUSTOMIZATION_LIMITS.fee}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
