import { zodResolver } from '../../lib/zodResolver';
import { Button, Checkbox, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import {
  CUSTOM_ROLE_PERMISSIONS,
  rolePayloadSchema,
  STAFF_USER_LIMITS,
  type RoleMutationResponse,
  type RolePayload,
  type RolePayloadInput,
} from '@paperless/core';
import { Controller, useForm } from 'react-hook-form';
import { applyFieldErrors, errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { usePermissions } from './rolesApi';

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

  const offered = (permissions.data ?? []).filter((p) =>
    (CUSTOM_ROLE_PERMISSIONS as readonly string[]).includes(p.key),
  );

  const onValid = async (body: RolePayload) => {
    try {
      const { message } = await onSave(body);
      notifySuccess(message);
      onSaved();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) notifyError(errorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Stack>
        <TextInput
          label="Role Name"
          withAsterisk
          maxLength={STAFF_USER_LIMITS.roleName}
          error={errors.name?.message}
          data-autofocus
          {...register('name')}
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
        <Button type="submit" fullWidth loading={isSubmitting}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
