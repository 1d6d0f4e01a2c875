import { SimpleGrid, TextInput } from '@mantine/core';
import { formatCardNumber, formatCvc, formatExpiry } from './cardInput';

export interface DemoCardNumberValues {
  number: string;
  expiry: string;
  cvc: string;
}

interface DemoCardFieldsProps {
  values: DemoCardNumberValues;
  errors: { number?: string | undefined; expiry?: string | undefined };
  onChange: (field: keyof DemoCardNumberValues, value: string) => void;
}

/**
 * The demo card's number, expiry and CVC (decision 17), formatted as typed: the number in
 * groups of four up to 19 characters, MM/YY, CVC digits up to 4. Shared by the Card dialog and
 * the signup's payment step; none of it ever leaves the browser.
 */
export function DemoCardFields({ values, errors, onChange }: DemoCardFieldsProps) {
  return (
    <>
      <TextInput
        label="Card number"
        withAsterisk
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234 1234 1234 1234"
        maxLength={19}
        value={values.number}
        error={errors.number}
        onChange={(event) => onChange('number', formatCardNumber(event.currentTarget.value))}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Expiry (MM/YY)"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/YY"
          maxLength={5}
          value={values.expiry}
          error={errors.expiry}
          onChange={(event) => onChange('expiry', formatExpiry(event.currentTarget.value))}
        />
        <TextInput
          label="CVC"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          placeholder="123"
          maxLength={4}
          value={values.cvc}
          onChange={(event) => onChange('cvc', formatCvc(event.currentTarget.value))}
        />
      </SimpleGrid>
    </>
  );
}
