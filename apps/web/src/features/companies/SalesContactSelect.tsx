import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { ClientFormControl } from './clientFormValues';
import { useSalesContacts } from './clientsApi';

/**
 * The optional Sales Person who owns the client. Left empty, the client belongs to the house
 * (shown as 'Super Admin'). Never rendered for a Sales Person: the server makes them the owner.
 */
export function SalesContactSelect({ control }: { control: ClientFormControl }) {
  const contacts = useSalesContacts(true);
  const data = (contacts.data ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.first_name} ${user.last_name}`,
  }));
  return (
    <Controller
      control={control}
      name="reference_id"
      render={({ field, fieldState }) => (
        <Select
          label="Assigned Sales Contact"
          placeholder={contacts.isPending ? 'Loading sales contacts…' : 'Super Admin (none)'}
          data={data}
          searchable
          clearable
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={
            fieldState.error?.message ??
            (contacts.isError ? 'The sales contacts could not be loaded.' : undefined)
          }
          nothingFoundMessage="No sales contacts"
        />
      )}
    />
  );
}
