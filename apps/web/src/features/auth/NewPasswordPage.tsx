import { zodResolver } from '../../lib/zodResolver';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { setPasswordFormSchema, type SetPasswordForm } from '@paperless/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { authApi } from './authApi';
import { AuthCard } from './AuthCard';
import { fieldProps } from '../../lib/formField';

/** Set password from an invitation or reset link: /new-password/{token}. */
export function NewPasswordPage() {
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const setPassword = useMutation({
    mutationFn: (password: string) => authApi.resetPassword(token, password),
  });
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
    // Spec: a message goes away as soon as the user types, and is judged again on the next submit.
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const input = fieldProps(register, errors);

  const onValid = ({ password }: SetPasswordForm) =>
    setPassword.mutate(password, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        void navigate('/login', { replace: true });
      },
      // An invalid or expired link answers with its own message; a short password with a field error.
      onError: (error) => {
        applyFieldErrors(error, setError, ['password']);
        notifyError(errorMessage(error));
      },
    });

  return (
    <AuthCard title="Please Setup Your Password">
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <Stack>
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            {...input('password', { onChange: () => clearErrors('password') })}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            {...input('confirm_password', { onChange: () => clearErrors('confirm_password') })}
          />
          <Button type="submit" fullWidth disabled={setPassword.isPending}>
            {setPassword.isPending ? 'Processing...' : 'Set Password'}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
