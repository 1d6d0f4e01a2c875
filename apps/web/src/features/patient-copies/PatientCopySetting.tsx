import { Group, Paper, Skeleton, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import {
  patientCopyMessages as m,
  type PatientCopySettings,
  type PatientCopySettingsResponse,
} from '@paperless/core';
import { IconMailShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const settingsKey = ['patient-copy-settings'] as const;

/**
 * The owner's switch on the Settings page (issue 19): whether patients are e-mailed a link to a
 * copy of what they signed. Saved as soon as it is flipped; the server's message on failure.
 */
export function PatientCopySetting() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      api.get<PatientCopySettingsResponse>('/company/patient-copies', undefined, signal),
    select: (answer) => answer.data,
  });
  const save = useMutation({
    mutationFn: (body: PatientCopySettings) =>
      api.put<PatientCopySettingsResponse>('/company/patient-copies', body),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  });
  const checked = save.isPending
    ? save.variables.email_patient_copy
    : (settings.data?.email_patient_copy ?? false);
  const error = save.error?.message ?? settings.error?.message;

  return (
    <Paper withBorder p="lg" h="100%">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size="xl" variant="light" aria-hidden>
          <IconMailShare size={24} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="xs">
          {settings.isPending ? (
            <Skeleton height={24} width={200} aria-label="Loading" />
          ) : (
            <Switch
              label={<Text fw={600}>{m.settingTitle}</Text>}
              description={m.settingText}
              checked={checked}
              disabled={save.isPending || settings.isError}
              error={error}
              onChange={(e) => save.mutate({ email_patient_copy: e.currentTarget.checked })}
            />
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
