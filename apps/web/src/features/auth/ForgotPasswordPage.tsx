import { zodResolver } from '../../lib/zodResolver';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordSchema, messages } from '@paperless/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { notifyError } from '../../ui/notify';
import { authApi } from './authApi';
import { AuthCard } from './AuthCard';
import { showFormError } from '../../ui/formSave';
import { fieldProps } from '../../lib/formField';

type ForgotFields = z.input<typeof forgotPasswordSchema>;
type ForgotValues = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  const sendReset = useMutation({ mutationFn: (email: string) => authApi.forgotPassword(email) });
  const { register, handleSubmit, setError, formState } = useForm<
    ForgotFields,
    unknown,
    ForgotValues
  >({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const input = fieldProps(register, formState.errors);

  const onValid = ({ email }: ForgotValues) =>
    sendReset.mutate(email, {
      onError: (error) => showFormError(error, setError, ['email']),
    });
  const onInvalid = (invalid: FieldErrors<ForgotFields>) => {
    if (invalid.email?.message === messages.invalidEmail) notifyError(messages.invalidEmail);
  };

  const backToLogin = (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      Back to Login
    </Anchor>
  );

  // The same panel whether or not the address has an account, so the page reveals nothing.
  if (sendReset.isSuccess) {
    return (
      <AuthCard title="Forgot Password">
        <Stack>
          <Alert
            variant="light"
            color="teal"
            icon={<IconMailForward />}
            title={
              <Text component="h2" fw={600} size="md">
                Check your email
              </Text>
            }
          >
            {messages.resetLinkSent}
          </Alert>
          {backToLogin}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email address of your account and we will send you a link to set a new password."
    >
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <Stack>
          <TextInput label="Email" type="email" autoComplete="email" {...input('email')} />
          <Button type="submit" fullWidth disabled={sendReset.isPending}>
            {sendReset.isPending ? 'Sending...' : 'Send Reset Instructions'}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthCard>
  );
}
