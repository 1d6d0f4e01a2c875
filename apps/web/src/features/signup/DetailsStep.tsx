import { zodResolver } from '../../lib/zodResolver';
import {
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
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldProps } from '../../lib/formField';

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
  /** The last step found the login e-mail taken: shown under the field, which gets the focus. */
  loginEmailError?: string | undefined;
  onBack: (typed: SignupDetailsInput) => void;
  onContinue: (details: SignupDetails, typed: SignupDetailsInput) => void;
}

/**
 * Step 2: business, contact and account, checked with the server's own schema. Whether the login
 * e-mail already has an account is told only at the last step (the server does not tell
 * strangers which addresses have accounts); the wizard then comes back here with the message.
 */
export function DetailsStep({ initial, loginEmailError, onBack, onContinue }: DetailsStepProps) {
  const form = useForm<SignupDetailsInput, unknown, SignupDetails>({
    resolver: zodResolver(signupDetailsSchema),
    defaultValues: initial,
  });
  const { register, formState, control, handleSubmit, setError, getValues } = form;
  const { errors } = formState;
  const input = fieldProps(register, errors);

  useEffect(() => {
    if (loginEmailError) {
      setError('loginEmail', { type: 'server', message: loginEmailError }, { shouldFocus: true });
    }
  }, [loginEmailError, setError]);

  const onValid = (details: SignupDetails) => onContinue(details, getValues());

  const text = (name: keyof SignupDetailsInput, label: string, max: number, extra = {}) => (
    <TextInput label={label} withAsterisk maxLength={max} {...extra} {...input(name)} />
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
              {...input('addressStreet2')}
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
              {...input('password')}
            />
            <PasswordInput
              label="Confirm password"
              withAsterisk
              autoComplete="new-password"
              {...input('confirmPassword')}
            />
          </Stack>
        </Fieldset>
        <Group justify="space-between">
          <Button variant="default" onClick={() => onBack(getValues())}>
            Back
          </Button>
          <Button type="submit">Continue</Button>
        </Group>
      </Stack>
    </form>
  );
}
