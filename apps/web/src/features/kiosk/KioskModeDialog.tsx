import {
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  kioskDeviceCreateSchema,
  type KioskDevice,
  type KioskDeviceCreate,
  type KioskDeviceCreateInput,
  type KioskDeviceCreated,
  type MessageResponse,
} from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/formErrors';
import { zodResolver } from '../../lib/zodResolver';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { authApi } from '../auth';
import { clearDeviceStorage, saveKioskToken } from './kioskStorage';
import { FormActions } from '../../ui/FormActions';
import { showFormError } from '../../ui/formSave';
import { fieldProps } from '../../lib/formField';

const KIOSKS_KEY = ['kiosk-devices'] as const;

/** The clinic portal's "Kiosk mode" button: its dialog starts this tablet and lists the others. */
export function KioskModeButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Kiosk mode
      </Button>
      <ResponsiveModal opened={open} onClose={() => setOpen(false)} title="Kiosk mode">
        {open && <KioskModeContent />}
      </ResponsiveModal>
    </>
  );
}

function KioskModeContent() {
  return (
    <Stack gap="lg">
      <StartKioskForm />
      <Divider />
      <LiveKiosks />
    </Stack>
  );
}

/**
 * Starts kiosk mode on this device: the server answers the tablet's token once; the staff
 * session then ends here (logout on the server, forgotten locally, the page loaded anew), so
 * nothing of the staff console is reachable from the kiosk without signing in again.
 */
function StartKioskForm() {
  const { control, register, handleSubmit, setError, formState } = useForm<
    KioskDeviceCreateInput,
    unknown,
    KioskDeviceCreate
  >({
    resolver: zodResolver(kioskDeviceCreateSchema),
    defaultValues: { label: 'Front desk tablet', pin: '', allow_patient_start: false },
  });
  const input = fieldProps(register, formState.errors);

  const onValid = async (body: KioskDeviceCreate) => {
    let token: string;
    try {
      token = (await api.post<KioskDeviceCreated>('/kiosk/devices', body)).data.token;
    } catch (error) {
      showFormError(error, setError, ['label', 'pin']);
      return;
    }
    try {
      await authApi.logout();
    } catch {
      // The local sign-out below is what keeps the console out of reach.
    }
    // The stored session goes with everything else the device kept; a full page load then
    // leaves nothing of the console in memory either (its query cache holds staff data).
    clearDeviceStorage({ keepToken: false });
    saveKioskToken(token);
    window.location.replace('/kiosk');
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Stack>
        <Title order={2} size="h4">
          Use this device as a kiosk
        </Title>
        <Text size="sm" c="gray.7">
          Patients fill and sign your forms on this device in the waiting room. You will be signed
          out here; the device shows only your clinic&apos;s forms until someone enters the PIN or
          ends it from this list.
        </Text>
        <TextInput label="Device name" {...input('label')} />
        <PasswordInput
          label="Clinic PIN (4 to 8 digits)"
          description="Staff need it to start a form and to leave kiosk mode"
          inputMode="numeric"
          autoComplete="new-password"
          {...input('pin')}
        />
        <Controller
          control={control}
          name="allow_patient_start"
          render={({ field }) => (
            <Checkbox
              label="Let patients choose a form and start without the PIN"
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <FormActions submitLabel="Start kiosk mode" loading={formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** The clinic's tablets in kiosk mode; ending one frees it (its unfinished fill is cancelled). */
function LiveKiosks() {
  const queryClient = useQueryClient();
  const kiosks = useQuery({
    queryKey: KIOSKS_KEY,
    queryFn: () => api.get<{ data: KioskDevice[] }>('/kiosk/devices').then((r) => r.data),
  });
  const end = useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/kiosk/devices/${id}`),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      void queryClient.invalidateQueries({ queryKey: KIOSKS_KEY });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Devices in kiosk mode
      </Title>
      {kiosks.isPending && <Loader size="sm" aria-label="Loading kiosks" role="status" />}
      {kiosks.isError && <Text c="red.8">{errorMessage(kiosks.error)}</Text>}
      {kiosks.data?.length === 0 && (
        <Text size="sm" c="gray.7">
          No device is in kiosk mode.
        </Text>
      )}
      {kiosks.data?.map((kiosk) => (
        <Group key={kiosk.id} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {kiosk.label}
            </Text>
            {kiosk.pin_locked_until && (
              <Badge color="red" variant="light" size="sm">
                PIN locked
              </Badge>
            )}
          </Stack>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={end.isPending && end.variables === kiosk.id}
            onClick={() => end.mutate(kiosk.id)}
            aria-label={`End kiosk mode on ${kiosk.label}`}
          >
            End
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
