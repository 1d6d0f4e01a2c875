import { ColorInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  COMPANY_LIMITS,
  practiceProfileMessages,
  practiceProfileSchema,
  US_STATES,
  type PatientLanguage,
  type PracticeProfile,
  type PracticeProfileView,
} from '@paperless/core';
import { Controller, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '../../lib/zodResolver';
import { LANGUAGE_CHOICES } from '../sending';
import { ContrastHint } from './ContrastHint';
import { useSavePracticeProfile } from './practiceProfileApi';
import { formSave } from '../../ui/formSave';
import { SaveForm } from '../../ui/SaveForm';
import { fieldProps } from '../../lib/formField';

/** The form holds text; the shared schema trims it and makes blanks null. */
interface Values {
  phone: string;
  address: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  brand_color: string;
  patient_language: PatientLanguage;
}
const FIELDS: readonly Path<Values>[] = [
  'phone',
  'address',
  'address1',
  'city',
  'state',
  'zip',
  'brand_color',
  'patient_language',
];

const resolver = zodResolver(practiceProfileSchema) as unknown as Resolver<
  Values,
  unknown,
  PracticeProfile
>;

/** A few darker shades that all pass the contrast rule, as a start. */
export const SWATCHES = [
  '#1c5d99',
  '#0b7285',
  '#2f7d32',
  '#7b2d8b',
  '#c2255c',
  '#a13d00',
  '#343a40',
];

const toValues = (saved: PracticeProfileView): Values => ({
  phone: saved.phone ?? '',
  address: saved.address ?? '',
  address1: saved.address1 ?? '',
  city: saved.city ?? '',
  state: saved.state ?? '',
  zip: saved.zip ?? '',
  brand_color: saved.brand_color ?? '',
  patient_language: saved.patient_language,
});

interface Props {
  saved: PracticeProfileView;
  onSaved: () => void;
}

/** The practice's phone, address and brand colour; the client form edits the same columns. */
export function PracticeProfileForm({ saved, onSaved }: Props) {
  const save = useSavePracticeProfile();
  const { control, register, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    PracticeProfile
  >({ resolver, defaultValues: toValues(saved) });
  const colour = useWatch({ control, name: 'brand_color' });
  const { errors } = formState;
  const input = fieldProps(register, errors);

  const onValid = (body: PracticeProfile) =>
    save.mutate(
      body,
      formSave({ setError, fields: FIELDS, notice: practiceProfileMessages.saved, onSaved }),
    );

  return (
    <SaveForm
      onSubmit={handleSubmit(onValid)}
      saving={save.isPending}
      aria-label="Practice profile"
    >
      <TextInput
        label="Phone"
        withAsterisk
        type="tel"
        autoComplete="tel"
        maxLength={COMPANY_LIMITS.phone}
        data-autofocus
        {...input('phone')}
      />
      <TextInput
        label="Address"
        withAsterisk
        autoComplete="address-line1"
        maxLength={COMPANY_LIMITS.address}
        {...input('address')}
      />
      <TextInput
        label="Address line 2"
        autoComplete="address-line2"
        maxLength={COMPANY_LIMITS.address}
        {...input('address1')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          label="City"
          withAsterisk
          autoComplete="address-level2"
          maxLength={COMPANY_LIMITS.city}
          {...input('city')}
        />
        <Controller
          control={control}
          name="state"
          render={({ field, fieldState }) => (
            <Select
              label="State"
              withAsterisk
              placeholder="Choose a state"
              data={US_STATES}
              searchable
              nothingFoundMessage="No state matches"
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label="Zip Code"
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...input('zip')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="brand_color"
        render={({ field, fieldState }) => (
          <ColorInput
            label="Brand colour"
            description="Type #rrggbb or pick a swatch: buttons and accents on your patients' pages and e-mails."
            placeholder="#1c5d99"
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={7}
            withEyeDropper={false}
            // Mantine's saturation and hue sliders inside ColorInput take no names and no
            // keyboard (axe aria-input-field-name): the typed hex and named swatches instead,
            // in the dialog rather than a portal outside every landmark.
            withPicker={false}
            popoverProps={{ withinPortal: false }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <ContrastHint colour={colour} />
      <Controller
        control={control}
        name="patient_language"
        render={({ field, fieldState }) => (
          <Select
            label={practiceProfileMessages.patientLanguageLabel}
            description={practiceProfileMessages.patientLanguageHint}
            data={LANGUAGE_CHOICES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            value={field.value}
            onChange={(value) => field.onChange(value ?? field.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </SaveForm>
  );
}
