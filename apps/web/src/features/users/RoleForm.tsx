import { zodResolver } from '../../lib/zodResolver';
import { Checkbox, SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import {
  CUSTOM_ROLE_PERMISSIONS,
  rolePayloadSchema,
  STAFF_USER_LIMITS,
  type RoleMutationResponse,
  type RolePayload,
  type RolePayloadInput,
} from '@paperless/core';
import { Controller, useForm } from 'react-hook-form';
import { saveForm } from '../../ui/formSave';
import { SaveForm } from '../../ui/SaveForm';
import { usePermissions } from './rolesApi';
import { fieldProps } from '../../lib/formField';

export interface RoleFormValues {
  name: string;
  permissions: string[];
}

export const EMPTY_ROLE: RoleFormValues = { name: '', permissions: [] };
const FIELDS = ['name', 'permissions'] as const;

interface RoleFormProps {
  defaultValues: RoleFormValues;
  onSave: (body: RolePayload) => Promise<RoleMutationResponse>;
  onSaved: () => void;
}

/** A custom role's name and permissions; only those a custom role may carry are offered. */
export function RoleForm({ defaultValues, onSave, onSaved }: RoleFormProps) {
  const permissions = usePermissions();
  const { register, control, handleSubmit, setError, formState } = useForm<
    RolePayloadInput,
    unknown,
    RolePayload
  >({ resolver: zodResolver(rolePayloadSchema), defaultValues });
  const { errors, isSubmitting } = formState;
  const input = fieldProps(register, errors);

  const offered = (permissions.data ?? []).filter((p) =>
    (CUSTOM_ROLE_PERMISSIONS as readonly string[]).includes(p.key),
  );

  const onValid = (body: RolePayload) =>
    saveForm(() => onSave(body), { setError, fields: FIELDS, onSaved });

  return (
    <SaveForm onSubmit={handleSubmit(onValid)} saving={isSubmitting}>
      <TextInput
        label="Role Name"
        withAsterisk
        maxLength={STAFF_USER_LIMITS.roleName}
        data-autofocus
        {...input('name')}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <Checkbox.Group
            label="Permissions"
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            error={errors.permissions?.message}
          >
            {permissions.isPending ? (
              <Skeleton height={120} mt="xs" aria-label="Loading permissions" />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                {offered.map((permission) => (
                  <Checkbox key={permission.key} value={permission.key} label={permission.name} />
                ))}
              </SimpleGrid>
            )}
          </Checkbox.Group>
        )}
      />
    </SaveForm>
  );
}
