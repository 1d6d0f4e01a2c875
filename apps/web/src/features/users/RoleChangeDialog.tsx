import { zodResolver } from '../../lib/zodResolver';
import { Select, Text } from '@mantine/core';
import { ROLE, roleChangeSchema, type RoleChange } from '@paperless/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { useSignedInSession } from '../../lib/session';
import { useRoles } from './rolesApi';
import { useChangeRole } from './usersApi';
import { fullName, type UserRecord } from './usersScope';
import { saveForm } from '../../ui/formSave';
import { SaveForm } from '../../ui/SaveForm';

interface RoleChangeDialogProps {
  user: UserRecord | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Gives a staff user a provider role, custom roles included (decision 7), among those within the
 * caller's own permissions: a Sub-Super Admin cannot give what is Super Admin's alone (decision 4).
 */
export function RoleChangeDialog({ user, opened, onClose }: RoleChangeDialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Change Role">
      {user && <RoleChangeForm key={user.id} user={user} onSaved={onClose} />}
    </ResponsiveModal>
  );
}

function RoleChangeForm({ user, onSaved }: { user: UserRecord; onSaved: () => void }) {
  const roles = useRoles();
  const { permissions } = useSignedInSession();
  const changeRole = useChangeRole();
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof roleChangeSchema>,
    unknown,
    RoleChange
  >({
    resolver: zodResolver(roleChangeSchema),
    defaultValues: { user_id: user.id, role_id: String(user.role_id) },
  });

  // Super Admin accounts are made outside this screen, so that role is not on offer; nor is a
  // role the server would refuse as beyond the caller's permissions.
  const options = (roles.data ?? [])
    .filter((role) => role.kind === 'provider' && role.name !== ROLE.superAdmin)
    .filter((role) => role.permissions.every((p) => permissions.includes(p)))
    .map((role) => ({
      value: String(role.id),
      label: role.is_system ? role.name : `${role.name} (custom)`,
    }));

  const onValid = (body: RoleChange) =>
    saveForm(() => changeRole.mutateAsync(body), { setError, fields: ['role_id'], onSaved });

  return (
    <SaveForm onSubmit={handleSubmit(onValid)} saving={formState.isSubmitting}>
      <Text size="sm">
        Choose the role of <strong>{fullName(user)}</strong>. The new permissions apply at once.
      </Text>
      <Controller
        control={control}
        name="role_id"
        render={({ field, fieldState }) => (
          <Select
            label="Role"
            withAsterisk
            data={options}
            placeholder={roles.isPending ? 'Loading roles…' : 'Select a role'}
            value={typeof field.value === 'string' ? field.value : null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={fieldState.error?.message}
            allowDeselect={false}
            data-autofocus
          />
        )}
      />
    </SaveForm>
  );
}
