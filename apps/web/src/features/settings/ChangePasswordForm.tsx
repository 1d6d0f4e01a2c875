import { zodResolver } from '../../lib/zodResolver';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { changePasswordSchema, messages, type ChangePasswordInput } from '@paperless/core';
import { useForm, useWatch } from 'react-hook-form';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useChangePassword } from './settingsApi';
import { showFormError } from '../../ui/formSave';
import { fieldProps } from '../../lib/formField';

const FIELDS = ['old_password', 'password', 'confirm_password'] as const;

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const changePassword = useChangePassword();
  const { register, handleSubmit, setError, reset, control, formState } =
    useForm<ChangePasswordInput>({
      resolver: zodResolver(changePasswordSchema),
      defaultValues: { old_password: '', password: '', confirm_password: '' },
    });
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm_password'] });
  // Spec: submit stays blocked while the confirmation differs, once the user has typed one.
  const mismatch = confirm !== '' && password !== confirm;
  const { errors } = formState;
  const input = fieldProps(register, errors);

  const onValid = (values: ChangePasswordInput) =>
    changePassword.mutate(values, {
      onSuccess: ({ message }) => {
        // Spec: only this exact answer counts as done; anything else keeps the dialog open.
        if (message !== messages.passwordChanged) return notifyError(message);
        notifySuccess(message);
        reset();
        onChanged();
      },
      onError: (error) => showFormError(error, setError, FIELDS),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Stack>
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          data-autofocus
          {...input('old_password')}
        />
        <PasswordInput
          label="New Password"
          description={messages.changePasswordHint}
          autoComplete="new-password"
          {...input('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          error={
            errors.confirm_password?.message ??
            (mismatch ? messages.changePasswordMismatch : undefined)
          }
          {...register('confirm_password')}
        />
        <Button type="submit" fullWidth disabled={mismatch} loading={changePassword.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
