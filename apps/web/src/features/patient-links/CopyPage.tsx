import {
  Box,
  Button,
  Center,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { EARLIEST_DATE, patientCopyMessages as m } from '@paperless/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { PublicCallFailure } from '../../lib/publicCall';
import { loadCopy, saveFile, useCopyFile } from '../patient-copies';
import { FillLoading, FillPage, FillResult } from './FillScreens';
import { PatientLanguageProvider, useT } from '../patient-language';

/** What a copy that cannot be opened says: the server's words (expired, locked), else unknown. */
function refusalText(error: unknown): string {
  if (error instanceof PublicCallFailure && error.status !== 404 && error.message.trim()) {
    return error.message;
  }
  return m.unknown;
}

/**
 * /copy/{token}: the patient's e-mailed copy of what they signed (issue 19). The page shows the
 * practice; the PDFs come only with the patient's date of birth, and nothing is fetched by
 * opening the page beyond the practice's name (a mail scanner that follows the link gets no more).
 */
export function CopyPage() {
  // The copy's page holds no link language: the patient's browser (or switch) chooses.
  return (
    <PatientLanguageProvider
      linkLanguage={null}
      fallback={
        <FillPage>
          <FillLoading label={m.loading} />
        </FillPage>
      }
    >
      <CopyScreen />
    </PatientLanguageProvider>
  );
}

function CopyScreen() {
  const t = useT();
  const { token = '' } = useParams();
  const copy = useQuery({
    queryKey: ['patient-copy', token],
    queryFn: () => loadCopy(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (copy.isPending) {
    return (
      <FillPage>
        <FillLoading label={m.loading} />
      </FillPage>
    );
  }
  if (!copy.data) {
    return (
      <FillPage>
        <FillResult tone="used" title={t(m.pageTitle)} text={t(refusalText(copy.error))} />
      </FillPage>
    );
  }
  return (
    <CopyForm token={token} practice={copy.data.practice.name} needsDob={copy.data.needs_dob} />
  );
}

function CopyForm(props: { token: string; practice: string; needsDob: boolean }) {
  const t = useT();
  const { state, fetchFile } = useCopyFile(props.token);
  const form = useForm<{ dob: string }>({ defaultValues: { dob: '' } });
  const preparing = state.status === 'preparing';
  const file = state.status === 'done' ? state.file : undefined;
  // A wrong date's message goes under the field; a lock, an expiry or a wait beneath the button.
  const fieldError =
    form.formState.errors.dob?.message ?? (state.status === 'failed' ? state.dob : undefined);
  const pageError = state.status === 'failed' && !state.dob ? state.message : undefined;
  // Issue 39: the PDFs failed or are late; the copy follows by the link's channel.
  const promised = state.status === 'promised' ? state.message : undefined;

  const submit = form.handleSubmit(async ({ dob }) => {
    const got = await fetchFile(props.needsDob ? dob : undefined);
    if (got) saveFile(got);
  });

  return (
    <FillPage>
      <Center mih="60vh">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} w="100%">
          <Stack gap="md">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={64} radius="xl" variant="light">
                <IconFileText size={40} aria-hidden />
              </ThemeIcon>
              <Title order={1} size="h2">
                {t(m.pageTitle)}
              </Title>
              <Text>
                {t(props.needsDob ? m.pageIntro(props.practice) : m.downloadIntro(props.practice))}
              </Text>
            </Stack>
            {file ? (
              <Stack align="center" gap="xs">
                <Title order={2} size="h4">
                  {t(m.shown)}
                </Title>
                <Button onClick={() => saveFile(file)}>{t(m.save)}</Button>
                <Text size="sm" c="dimmed">
                  {file.fileName}
                </Text>
              </Stack>
            ) : (
              <form noValidate onSubmit={(e) => void submit(e)}>
                <Stack gap="md">
                  {props.needsDob && (
                    <TextInput
                      type="date"
                      label={t(m.dobLabel)}
                      required
                      min={EARLIEST_DATE}
                      autoComplete="bday"
                      error={fieldError && t(fieldError)}
                      {...form.register('dob', {
                        validate: (value) => (value ? true : m.dobRequired),
                      })}
                    />
                  )}
                  <Button type="submit" fullWidth loading={preparing}>
                    {t(m.show)}
                  </Button>
                </Stack>
              </form>
            )}
            <Box role="status" aria-live="polite" ta="center">
              {preparing && <Text size="sm">{t(m.preparing)}</Text>}
              {promised && <Text fw={500}>{t(promised)}</Text>}
              {pageError && (
                <Text fw={500} c="red.9">
                  {t(pageError)}
                </Text>
              )}
            </Box>
          </Stack>
        </Paper>
      </Center>
    </FillPage>
  );
}
