import { Fieldset, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  formatInZone,
  frontDeskMessages,
  frontDeskSettingsSchema,
  isKnownTimeZone,
  REMINDER_LIMITS,
  type FrontDeskSettings,
  type FrontDeskSettingsResponse,
} from '@paperless/core';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '../../lib/zodResolver';
import { useSaveFrontDeskSettings } from './frontDeskApi';
import {
  FRONT_DESK_FIELDS,
  HOUR_CHOICES,
  toFormValues,
  type FrontDeskFormValues,
} from './frontDeskValues';
import { ReminderHoursField } from './ReminderHoursField';
import { TimeZoneSelect } from './TimeZoneSelect';
import { formSave } from '../../ui/formSave';
import { SaveForm } from '../../ui/SaveForm';

// The inputs hold text and mid-edit numbers, which the shared schema coerces; its declared input
// type (unknown for coerced numbers) cannot be the form's, hence the cast.
const resolver = zodResolver(frontDeskSettingsSchema) as unknown as Resolver<
  FrontDeskFormValues,
  unknown,
  FrontDeskSettings
>;

interface FrontDeskFormProps {
  saved: FrontDeskSettingsResponse['data'];
  onSaved: () => void;
}

/** The owner's settings of the clinic's day: its time zone and when patients are reminded. */
export function FrontDeskForm({ saved, onSaved }: FrontDeskFormProps) {
  const save = useSaveFrontDeskSettings();
  const { control, handleSubmit, setError, clearErrors } = useForm<
    FrontDeskFormValues,
    unknown,
    FrontDeskSettings
  >({ resolver, defaultValues: toFormValues(saved) });
  const [zone, enabled] = useWatch({ control, name: ['time_zone', 'reminders.enabled'] });

  const onValid = (body: FrontDeskSettings) =>
    save.mutate(
      body,
      formSave({
        setError,
        fields: FRONT_DESK_FIELDS,
        notice: frontDeskMessages.settingsSaved,
        onSaved,
      }),
    );

  return (
    <SaveForm
      onSubmit={handleSubmit(onValid)}
      saving={save.isPending}
      aria-label="Clinic time zone and reminders"
    >
      <Controller
        control={control}
        name="time_zone"
        render={({ field, fieldState }) => (
          <TimeZoneSelect
            label="Time zone"
            withAsterisk
            description={
              isKnownTimeZone(zone)
                ? `Every time your clinic and patients see is in it. Now there: ${formatInZone(new Date(), zone, 'time')}`
                : 'Every time your clinic and patients see is in it.'
            }
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            data-autofocus
          />
        )}
      />
      <Controller
        control={control}
        name="reminders.enabled"
        render={({ field }) => (
          <Switch
            label="Remind patients who have not finished"
            description="By the channel the link was sent on, naming your practice."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {/* Off keeps the schedule as it was, ready for when reminders are turned on again. */}
      <Fieldset variant="unstyled" disabled={!enabled} legend="Reminder schedule">
        <Stack>
          <ReminderHoursField control={control} setError={setError} clearErrors={clearErrors} />
          <Controller
            control={control}
            name="reminders.max_reminders"
            render={({ field, fieldState }) => (
              <NumberInput
                label="At most, reminders per link"
                min={0}
                max={REMINDER_LIMITS.maxReminders}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                maw={220}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Stack gap={4}>
            <SimpleGrid cols={2}>
              <HourSelect control={control} name="reminders.window_start_hour" label="Send from" />
              <HourSelect control={control} name="reminders.window_end_hour" label="Send until" />
            </SimpleGrid>
            <Text size="xs" c="gray.7">
              A reminder due outside these hours waits for the next morning (clinic time).
            </Text>
          </Stack>
          <Controller
            control={control}
            name="reminders.eve_of_visit"
            render={({ field }) => (
              <Switch
                label="Also the evening before a visit"
                description="For links sent with a visit date."
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </Stack>
      </Fieldset>
    </SaveForm>
  );
}

interface HourSelectProps {
  control: Control<FrontDeskFormValues, unknown, FrontDeskSettings>;
  name: 'reminders.window_start_hour' | 'reminders.window_end_hour';
  label: string;
}

/** One end of the sending window, in the clinic's time zone. */
function HourSelect({ control, name, label }: HourSelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={HOUR_CHOICES}
          allowDeselect={false}
          value={field.value}
          onChange={(value) => field.onChange(value ?? field.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
