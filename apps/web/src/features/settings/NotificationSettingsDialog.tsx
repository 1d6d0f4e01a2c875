import { Button, Radio, Stack } from '@mantine/core';
import {
  COMPLETION_EMAIL_CHOICES,
  COMPLETION_EMAIL_LABELS,
  frontDeskMessages,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@paperless/core';
import { Controller, useForm } from 'react-hook-form';
import { applyFieldErrors, errorMessage } from '../../lib/formErrors';
import { zodResolver } from '../../lib/zodResolver';
import { LoadedModal } from '../../ui/LoadedModal';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useNotificationSettings, useSaveNotificationSettings } from './frontDeskApi';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

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
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(frontDeskMessages.notificationsSaved);
        onSaved();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, setError, ['completion_email'])) {
          notifyError(errorMessage(error));
        }
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Stack>
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
        <Button type="submit" fullWidth loading={save.isPending}>
          Save
        </Button>
      </Stack>
    </form>
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
