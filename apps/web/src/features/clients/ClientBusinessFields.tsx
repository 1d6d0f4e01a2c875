import { Select, SimpleGrid } from '@mantine/core';
import { COMPANY_LIMITS, US_STATES } from '@paperless/core';
import { Controller } from 'react-hook-form';
import type { ClientFormControl } from './clientFormValues';
import { LimitedTextInput } from './LimitedTextInput';

const ZIP_LENGTH = 5;

/** The zip input keeps digits only and stops at five (spec §5: 'cut to 5 characters'). */
export function cleanZip(value: string): string {
  return value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

/** Business name and address of the client form. */
export function ClientBusinessFields({ control }: { control: ClientFormControl }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LimitedTextInput
        control={control}
        name="name"
        label="Business Name"
        withAsterisk
        max={COMPANY_LIMITS.name}
        autoComplete="organization"
        data-autofocus
      />
      <LimitedTextInput
        control={control}
        name="address"
        label="Address Street 1"
        withAsterisk
        max={COMPANY_LIMITS.address}
        autoComplete="address-line1"
      />
      <LimitedTextInput
        control={control}
        name="address1"
        label="Address Street 2"
        max={COMPANY_LIMITS.address}
        autoComplete="address-line2"
      />
      <LimitedTextInput
        control={control}
        name="city"
        label="City"
        withAsterisk
        max={COMPANY_LIMITS.city}
        autoComplete="address-level2"
      />
      <Controller
        control={control}
        name="state"
        render={({ field, fieldState }) => (
          <Select
            label="State"
            withAsterisk
            placeholder="Choose a state"
            data={US_STATES}
            searchable
            nothingFoundMessage="No state matches"
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <LimitedTextInput
        control={control}
        name="zip"
        label="Zip Code"
        withAsterisk
        max={ZIP_LENGTH}
        clean={cleanZip}
        showLimit={false}
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </SimpleGrid>
  );
}
