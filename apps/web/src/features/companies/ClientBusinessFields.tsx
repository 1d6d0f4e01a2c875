import { Select, SimpleGrid } from '@mantine/core';
import { COMPANY_LIMITS, timeZoneForState, US_STATES } from '@paperless/core';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { TimeZoneSelect } from '../settings';
import type { ClientFormControl } from './clientFormValues';
import { LimitedTextInput } from './LimitedTextInput';

const ZIP_LENGTH = 5;

/** The zip input keeps digits only and stops at five (spec §5: 'cut to 5 characters'). */
export function cleanZip(value: string): string {
  return value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

/** Business name, address and time zone of the client form. */
export function ClientBusinessFields({ control }: { control: ClientFormControl }) {
  const {
    field: { ref: stateRef, ...state },
    fieldState: stateStatus,
  } = useController({ control, name: 'state' });
  const {
    field: { ref: zoneRef, ...zone },
    fieldState: zoneStatus,
  } = useController({ control, name: 'time_zone' });
  // The zone follows the state until someone picks one; a saved zone other than its state's
  // was picked (in Settings or here) and stays.
  const [zonePicked, setZonePicked] = useState(
    () => zone.value !== '' && zone.value !== timeZoneForState(state.value),
  );

  const changeState = (value: string) => {
    state.onChange(value);
    if (!zonePicked && value) zone.onChange(timeZoneForState(value));
  };

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
      <Select
        label="State"
        withAsterisk
        placeholder="Choose a state"
        data={US_STATES}
        searchable
        nothingFoundMessage="No state matches"
        value={state.value || null}
        onChange={(value) => changeState(value ?? '')}
        onBlur={state.onBlur}
        ref={stateRef}
        error={stateStatus.error?.message}
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
      <TimeZoneSelect
        label="Time zone"
        description={zonePicked ? undefined : 'Set from the state until you choose one.'}
        allowDeselect={false}
        value={zone.value}
        onChange={(value) => {
          setZonePicked(true);
          zone.onChange(value);
        }}
        onBlur={zone.onBlur}
        ref={zoneRef}
        error={zoneStatus.error?.message}
      />
    </SimpleGrid>
  );
}
