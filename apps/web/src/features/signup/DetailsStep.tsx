import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  COMPANY_LIMITS,
  signupDetailsSchema,
  US_STATES,
  type SignupDetails,
  type SignupDetailsInput,
} from '@paperless/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { failureMessage } from './outcome';
import { checkLoginEmail, SignupFailure } from './signupApi';

export const EMPTY_DETAILS: SignupDetailsInput = {
  businessName: '',
  addressStreet1: '',
  addressStreet2: '',
  city: '',
  state: '',
  zipCode: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  billingEmail: '',
  loginEmail: '',
  password: '',
  confirmPassword: '',
};

interface DetailsStepProps {
  initial: SignupDetailsInput;
  onBack: (typed: SignupDetailsInput) => void;
  onContinue: (details: SignupDetails, typed: SignupDetailsInput) => void;
}

/**
 * Step 2: business, contact and account, checked with the server's own schema; Continue also
 * asks the server whether the login e-mail is free, so nobody pays for an account it refuses.
 */
export function DetailsStep({ initial, onBack, onContinue }: DetailsStepProps) {
  const form = useForm<SignupDetailsInput, unknown, SignupDetails>({
    resolver: zodResolver(signupDetailsSchema),
    defaultValues: initial,
  });
  const { register, formState, control, handleSubmit, setError, getValues } = form;
  const { errors } = formState;
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);

  const onValid = async (details: SignupDetails) => {
    setProblem(undefined);
    setChecking(true);
    try {
      await checkLoginEmail(details.loginEmail);
      onContinue(details, getValues());
    } catch (error) {
      const taken = error instanceof SignupFailure ? error.errors?.loginEmail?.[0] : undefined;
      if (taken) setError('loginEmail', { type: 'server', message: taken }, { shouldFocus: true });
      else setProblem(failureMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const text = (name: keyof SignupDetailsInput, label: string, max: number, extra = {}) => (
    <TextInput
      label={label}
      withAsterisk
      maxLength={max}
      error={errors[name]?.message}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Stack>
        <Fieldset legend="Business">
          <Stack gap="sm">
            {text('businessName', 'Business name', COMPANY_LIMITS.name, {
              autoComplete: 'organization',
            })}
            {text('addressStreet1', 'Address', COMPANY_LIMITS.address, {
              autoComplete: 'address-line1',
            })}
            <TextInput
              label="Address line 2"
              maxLength={COMPANY_LIMITS.address}
              autoComplete="address-line2"
              error={errors.addressStreet2?.message}
              {...register('addressStreet2')}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              {text('city', 'City', COMPANY_LIMITS.city, { autoComplete: 'address-level2' })}
              <Controller
                control={control}
                name="state"
                render={({ field }) => (
                  <Select
                    label="State"
                    withAsterisk
                    searchable
                    data={[...US_STATES]}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.state?.message}
                  />
                )}
              />
              {text('zipCode', 'Zip code', 5, {
                inputMode: 'numeric',
                autoComplete: 'postal-code',
              })}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Contact">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {text('firstName', 'First name', COMPANY_LIMITS.personName, {
                autoComplete: 'given-name',
              })}
              {text('lastName', 'Last name', COMPANY_LIMITS.personName, {
                autoComplete: 'family-name',
              })}
            </SimpleGrid>
            {text('phoneNumber', 'Phone number', COMPANY_LIMITS.phone, {
              type: 'tel',
              autoComplete: 'tel',
            })}
            {text('billingEmail', 'Billing email', COMPANY_LIMITS.email, { type: 'email' })}
          </Stack>
        </Fieldset>
        <Fieldset legend="Account">
          <Stack gap="sm">
            {text('loginEmail', 'Login email', COMPANY_LIMITS.email, {
              type: 'email',
              autoComplete: 'email',
            })}
            <PasswordInput
              label="Password"
              withAsterisk
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordInput
              label="Confirm password"
              withAsterisk
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </Stack>
        </Fieldset>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => onBack(getValues())}>
            Back
          </Button>
          <Button type="submit" loading={checking}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
