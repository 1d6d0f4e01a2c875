import { zodResolver } from '../../lib/zodResolver';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { loginSchema, messages } from '@paperless/core';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../lib/formErrors';
import { notifyError } from '../../ui/notify';
import { ProofOfWorkCheck } from '../../ui/ProofOfWorkCheck';
import { MfaEnrolStep } from './MfaEnrolStep';
import { MfaStep } from './MfaStep';
import { useLogin } from './useLogin';
import { LOGIN_CHALLENGE_URL, useLoginProof } from './useLoginProof';
import { fieldProps } from '../../lib/formField';

type LoginFields = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

/** After the password: nothing more, a two-factor code, or (REQUIRE_STAFF_MFA) enrolment. */
type SecondStep =
  | { kind: 'code'; challenge: string; remember: boolean }
  | { kind: 'enrol'; setupToken: string; remember: boolean }
  | null;

export function LoginForm() {
  const login = useLogin();
  const proof = useLoginProof();
  const [secondStep, setSecondStep] = useState<SecondStep>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    LoginFields,
    unknown,
    LoginValues
  >({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors } = formState;
  const input = fieldProps(register, errors);

  const onValid = (values: LoginValues) => {
    const altcha = proof.forRequest();
    if (altcha === false) return;
    login.mutate(
      { ...values, ...altcha },
      {
        onSuccess: (answer) => {
          if ('mfa_required' in answer)
            setSecondStep({ kind: 'code', challenge: answer.challenge, remember: values.remember });
          else if ('mfa_setup_required' in answer)
            setSecondStep({
              kind: 'enrol',
              setupToken: answer.setup_token,
              remember: values.remember,
            });
        },
        // Wrong credentials (401) and lockout (429) come back as the server's message; the
        // robot check's request shows the check too (its message is also under it).
        onError: (error) => {
          if (
            proof.afterRefusal(error) ||
            !applyFieldErrors(error, setError, ['email', 'password'])
          )
            notifyError(errorMessage(error));
        },
      },
    );
  };

  // The spec reports a malformed address as a notice, on top of the message under the field.
  const onInvalid = (invalid: FieldErrors<LoginFields>) => {
    if (invalid.email?.message === messages.invalidEmail) notifyError(messages.invalidEmail);
  };

  const restart = () => setSecondStep(null);
  if (secondStep?.kind === 'code')
    return (
      <MfaStep
        challenge={secondStep.challenge}
        remember={secondStep.remember}
        onRestart={restart}
      />
    );
  if (secondStep?.kind === 'enrol')
    return (
      <MfaEnrolStep
        setupToken={secondStep.setupToken}
        remember={secondStep.remember}
        onRestart={restart}
      />
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <Stack>
        <TextInput label="Email" type="email" autoComplete="email" {...input('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...input('password')} />
        <Group justify="space-between">
          <Checkbox label="Remember me" {...register('remember')} />
          <Anchor component={Link} to="/forgotpassword" size="sm">
            Forgot Password?
          </Anchor>
        </Group>
        {proof.asked && (
          <ProofOfWorkCheck
            key={proof.round}
            challengeUrl={LOGIN_CHALLENGE_URL}
            auto={proof.round > 0}
            error={proof.error}
            onChange={proof.onChange}
          />
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          Login
        </Button>
        <Text size="sm" ta="center">
          New to Paperless Clinic?{' '}
          <Anchor component={Link} to="/signup">
            Create Account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
