import {
  Checkbox,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { asksPatientIdentity, formMessages } from '@paperless/core';
import { Controller, useFormContext, useWatch, type Path } from 'react-hook-form';
import { HINT_STYLES } from './AnswerKeyField';
import { blockLabelId, blockTextId } from './blockIds';
import { asksAnswer, settingsOf, type BlockKind } from './blockKinds';
import { useTakenKeys } from './builderScope';
import { keyFromLabel, type BuilderValues } from './builderValues';

const DATE_RULES = [
  { value: '', label: 'Any date' },
  { value: 'past', label: 'Past dates only (today included)' },
  { value: 'future', label: 'Future dates only (today included)' },
];

const TEXT_HELP =
  'A blank line starts a new paragraph. **Bold**, lines starting with "- " make a list, [label](https://…) makes a link.';

interface BlockSettingsProps {
  index: number;
  uid: string;
  kind: BlockKind;
}

/** What staff set on a block: only the settings its kind has (issue 17). */
export function BlockSettings({ index, uid, kind }: BlockSettingsProps) {
  const { register, control, getValues, setValue, formState } = useFormContext<BuilderValues>();
  const takenKeys = useTakenKeys();
  const label = useWatch({ control, name: `fields.${index}.label` });
  const errors = formState.errors.fields?.[index];
  const has = settingsOf(kind);
  const path = (setting: string) => `fields.${index}.${setting}` as Path<BuilderValues>;

  const labelField = register(`fields.${index}.label`, {
    onChange: (event: { target: { value: string } }) => {
      // A new block's key follows its label as it is typed; a saved one's never moves.
      if (!getValues(`fields.${index}.key_from_label`)) return;
      const taken = takenKeys(getValues('fields'), index);
      setValue(`fields.${index}.name`, keyFromLabel(kind, event.target.value, taken));
    },
  });
  // Said as the label is typed, before any save: the patient block already asks this.
  const identity =
    asksAnswer(kind) && asksPatientIdentity(label ?? '') ? formMessages.identityField : undefined;

  return (
    <Stack gap="sm">
      {has.label && (
        <TextInput
          id={blockLabelId(uid)}
          label={kind === 'heading' ? 'Heading' : 'Label'}
          description={kind === 'heading' ? undefined : 'What the patient reads'}
          styles={HINT_STYLES}
          withAsterisk={kind === 'heading'}
          error={errors?.label?.message ?? identity}
          {...labelField}
        />
      )}
      {has.text && (
        <Textarea
          id={blockTextId(uid)}
          label="Text"
          description={TEXT_HELP}
          styles={HINT_STYLES}
          withAsterisk
          autosize
          minRows={3}
          error={errors?.text?.message}
          {...register(`fields.${index}.text`)}
        />
      )}
      {has.help && (
        <TextInput
          label="Help text"
          description={kind === 'heading' ? 'A line under the heading' : 'A line under the label'}
          styles={HINT_STYLES}
          error={errors?.help?.message}
          {...register(`fields.${index}.help`)}
        />
      )}
      {has.options && (
        <Textarea
          label="Options"
          description="One per line"
          styles={HINT_STYLES}
          withAsterisk
          autosize
          minRows={3}
          error={errors?.options?.message}
          {...register(`fields.${index}.options`)}
        />
      )}
      {has.length && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberSetting name={path('min_length')} label="Minimum length" integer />
          <NumberSetting name={path('max_length')} label="Maximum length" integer />
        </SimpleGrid>
      )}
      {has.numberRange && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberSetting name={path('min')} label="Smallest number" />
          <NumberSetting name={path('max')} label="Largest number" />
        </SimpleGrid>
      )}
      {has.dateRule && (
        <NativeSelect
          label="Dates allowed"
          data={DATE_RULES}
          error={errors?.date_rule?.message}
          {...register(`fields.${index}.date_rule`)}
        />
      )}
      {has.required && <Checkbox label="Required" {...register(`fields.${index}.is_required`)} />}
    </Stack>
  );
}

interface NumberSettingProps {
  name: Path<BuilderValues>;
  label: string;
  /** Lengths are whole characters. */
  integer?: boolean;
}

/** A limit staff may leave empty; its message (e.g. min above max) shows under it. */
function NumberSetting({ name, label, integer = false }: NumberSettingProps) {
  const { control } = useFormContext<BuilderValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          name={field.name}
          ref={field.ref}
          // Mantine answers a string while a number is half typed ("-"): kept, but no limit yet.
          value={
            typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''
          }
          onChange={field.onChange}
          onBlur={field.onBlur}
          allowDecimal={!integer}
          allowNegative={!integer}
          min={integer ? 1 : undefined}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
