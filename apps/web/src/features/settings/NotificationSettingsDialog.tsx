import { Radio, Stack } from '@mantine/core';
import {
  COMPLETION_EMAIL_CHOICES,
  COMPLETION_EMAIL_LABELS,
  frontDeskMessages,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@paperless/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zodResolver';
import { LoadedModal } from '../../ui/LoadedModal';
import { useNotificationSettings, useSaveNotificationSettings } from './frontDeskApi';
import { formSave } from '../../ui/formSave';
import { SaveForm } from '../../ui/SaveForm';
import type { DialogProps } from '../../ui/ResponsiveModal';

function NotificationSettingsForm({
  saved,
  onSaved,
}: {
  saved: NotificationSettings;
  onSaved: () => void;
}) {
  const save = useSaveNotificationSettings();
  const { control, handleSubmit, setError, formState } = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: saved,
  });

  const onValid = (values: NotificationSettings) =>
    save.mutate(
      values,
      formSave({
        setError,
        fields: ['completion_email'],
        notice: frontDeskMessages.notificationsSaved,
        onSaved,
      }),
    );

  return (
    <SaveForm onSubmit={handleSubmit(onValid)} saving={save.isPending}>
      <Controller
        control={control}
        name="completion_email"
        render={({ field }) => (
          <Radio.Group
            label="E-mail me when a patient completes a form"
            description="The e-mails name the form only, never the patient. The bell shows every completion either way."
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={formState.errors.completion_email?.message}
          >
            <Stack gap="sm" mt="sm">
              {COMPLETION_EMAIL_CHOICES.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={COMPLETION_EMAIL_LABELS[choice]}
                  data-autofocus={choice === field.value || undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </SaveForm>
  );
}

/** Each clinic user's own choice of completion e-mails: at once, a daily summary, or none. */
export function NotificationSettingsDialog({ opened, onClose }: DialogProps) {
  return (
    <LoadedModal
      opened={opened}
      onClose={onClose}
      title="Notifications"
      query={useNotificationSettings(opened)}
      loadingLabel="Loading your settings"
      errorTitle="Your notification settings could not be loaded"
    >
      {(saved) => <NotificationSettingsForm saved={saved} onSaved={onClose} />}
    </LoadedModal>
  );
}
