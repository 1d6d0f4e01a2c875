import { zodResolver } from '../../lib/zodResolver';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { STAFF_USER_LIMITS } from '@paperless/core';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { saveForm } from '../../ui/formSave';
import { SaveForm } from '../../ui/SaveForm';
import { useRoleChoices } from './usersApi';
import type {
  UserPayload,
  UserPayloadInput,
  UserRecord,
  UserSaved,
  UsersScope,
} from './usersScope';
import { fieldProps } from '../../lib/formField';

/** The inputs as typed; the shared schema turns them into the body the server takes. */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role_id: string | null;
}

const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'role_id'] as const;

export const EMPTY_USER: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  role_id: null,
};

export function userToFormValues(user: UserRecord): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number ?? '',
    role_id: String(user.role_id),
  };
}

interface UserFormProps {
  scope: UsersScope;
  mode: 'add' | 'edit';
  defaultValues: UserFormValues;
  /**
   * The user being edited: their role stays on offer when it is not one the form may give (a
   * custom role), and a clinic owner's role is fixed (it moves only with ownership).
   */
  user?: UserRecord;
  onSave: (body: UserPayload) => Promise<UserSaved>;
  onSaved: () => void;
  /** Edit: shown under the e-mail (a pending change, the Super Admin's force). */
  emailNote?: ReactNode;
}

export function UserForm({
  scope,
  mode,
  defaultValues,
  user,
  onSave,
  onSaved,
  emailNote,
}: UserFormProps) {
  const roles = useRoleChoices(scope);
  const { register, control, handleSubmit, setError, formState } = useForm<
    UserPayloadInput,
    unknown,
    UserPayload
  >({ resolver: zodResolver(scope.schema(mode)), defaultValues });
  const { errors, isSubmitting } = formState;
  const input = fieldProps(register, errors);
  const ownerRole = user?.is_owner === true;

  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  if (user && !roleOptions.some((o) => o.value === String(user.role_id))) {
    roleOptions.push({ value: String(user.role_id), label: user.role_name });
  }

  const onValid = (body: UserPayload) =>
    saveForm(() => onSave(body), { setError, fields: FIELDS, onSaved });

  return (
    <SaveForm onSubmit={handleSubmit(onValid)} saving={isSubmitting}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First Name"
          withAsterisk
          autoComplete="off"
          maxLength={STAFF_USER_LIMITS.name}
          data-autofocus
          {...input('first_name')}
        />
        <TextInput
          label="Last Name"
          withAsterisk
          autoComplete="off"
          maxLength={STAFF_USER_LIMITS.name}
          {...input('last_name')}
        />
      </SimpleGrid>
      <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...input('email')} />
      {emailNote}
      <TextInput
        label="Phone Number"
        type="tel"
        inputMode="tel"
        withAsterisk
        autoComplete="off"
        maxLength={STAFF_USER_LIMITS.phone}
        {...input('phone_number')}
      />
      <Controller
        control={control}
        name="role_id"
        render={({ field }) => (
          <Select
            label="Role"
            placeholder={roles.isPending ? 'Loading roles…' : 'Select a role'}
            withAsterisk
            data={roleOptions}
            // The role id is text in the select and a number in the body the schema makes.
            value={selectValue(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            disabled={ownerRole}
            description={
              ownerRole
                ? 'The owner is always a Client Admin. Use Make owner to hand over.'
                : undefined
            }
            error={errors.role_id?.message ?? (roles.isError ? roles.error.message : undefined)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </SaveForm>
  );
}

/** The select shows the role id as text; the form may hold it as text or a number. */
function selectValue(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}
