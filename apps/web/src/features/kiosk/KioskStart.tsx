import {
  Alert,
  Button,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  kioskMessages,
  kioskPatientTexts as k,
  type KioskFill,
  type KioskSession,
} from '@paperless/core';
import { useMemo, useState, type FormEvent } from 'react';
import { ScrollBox } from '../../ui/ScrollBox';
import { LanguageSwitch, useT } from '../patient-language';
import { fieldErrorsOf, KioskEnded, kioskApi } from './kioskApi';

interface Choice {
  key: string;
  kind: 'form' | 'bucket';
  id: number;
  title: string;
}

const choicesOf = (session: KioskSession): Choice[] => [
  ...session.buckets.map((b) => ({ key: `bucket-${b.id}`, kind: 'bucket' as const, ...b })),
  ...session.forms.map((f) => ({ key: `form-${f.id}`, kind: 'form' as const, ...f })),
];

/**
 * The kiosk's start screen: pick a form or a bucket (big touch targets, searchable), type the
 * patient's name, start. The clinic's PIN is asked here unless patients may start themselves.
 *
 * With the PIN, staff use this screen: it stays English (staff screens do). A clinic that lets
 * patients start hands them this screen: it speaks to the patient, in their language, with the
 * language switch (KioskPage provides the language; outside it `t` is English).
 */
export function KioskStart(props: {
  session: KioskSession;
  onStarted: (fill: KioskFill) => void;
  onEnded: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { session } = props;
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const choices = useMemo(() => choicesOf(session), [session]);
  const shown = choices.filter((c) => c.title.toLowerCase().includes(search.trim().toLowerCase()));
  const needsPin = !session.allow_patient_start;
  const t = useT();

  const change = (apply: () => void) => {
    apply();
    props.onDirty(true);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const picked = choices.find((c) => c.key === choice);
    const local: Record<string, string> = {};
    if (!picked) local.choice = t(kioskMessages.chooseOne);
    if (!name.trim()) local.patient_name = t(kioskMessages.patientNameRequired);
    if (needsPin && !/^\d{4,8}$/.test(pin))
      local.pin = pin ? kioskMessages.pinFormat : kioskMessages.pinRequired;
    setErrors(local);
    setFailure(null);
    if (!picked || Object.keys(local).length > 0) return;
    setWorking(true);
    try {
      const fill = await kioskApi.startFill({
        ...(picked.kind === 'form' ? { form_id: picked.id } : { bucket_id: picked.id }),
        patient_name: name.trim(),
        ...(needsPin ? { pin } : {}),
      });
      props.onStarted(fill);
    } catch (error) {
      if (error instanceof KioskEnded) return props.onEnded();
      const fields = fieldErrorsOf(error);
      setPin('');
      if (Object.keys(fields).length > 0) {
        const said = Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, t(m)]));
        setErrors({ ...said, ...(said.form_id ? { choice: said.form_id } : {}) });
      } else if (needsPin && error instanceof Error && /PIN/.test(error.message)) {
        setErrors({ pin: error.message });
      } else {
        setFailure(
          t(error instanceof Error && error.message ? error.message : kioskMessages.chooseOne),
        );
      }
    } finally {
      setWorking(false);
    }
  };

  return (
    <form onSubmit={start} noValidate>
      <Stack gap="lg">
        {!needsPin && <LanguageSwitch />}
        <Stack gap={4}>
          <Title order={1}>{session.practice}</Title>
          <Text size="lg" c="dimmed">
            {needsPin
              ? "Choose the forms to fill, enter the patient's name, and hand the tablet over."
              : t(k.startIntro)}
          </Text>
        </Stack>
        <TextInput
          size="lg"
          label={t(k.findForm)}
          placeholder={t(k.searchByTitle)}
          leftSection={<IconSearch size={20} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Radio.Group
          label={t(k.formOrBucket)}
          value={choice}
          onChange={(value) => change(() => setChoice(value))}
          error={errors.choice}
          size="lg"
        >
          <ScrollBox mah={420} mt="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" p={2}>
              {shown.map((c) => (
                <Radio.Card key={c.key} value={c.key} p="md" radius="md" mih={72}>
                  <Group wrap="nowrap" align="center">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600} size="lg">
                        {c.title}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(c.kind === 'bucket' ? k.bucket : k.form)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
            {shown.length === 0 && <Text c="dimmed">{t(k.noMatch)}</Text>}
          </ScrollBox>
        </Radio.Group>
        <TextInput
          size="lg"
          label={needsPin ? 'Patient name' : t(k.yourName)}
          autoComplete="off"
          value={name}
          onChange={(e) => change(() => setName(e.currentTarget.value))}
          error={errors.patient_name}
          maxLength={100}
          required
        />
        {needsPin && (
          <PasswordInput
            size="lg"
            label="Clinic PIN"
            description="Staff enter the PIN to start"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(e) => change(() => setPin(e.currentTarget.value.replace(/\D/g, '')))}
            error={errors.pin}
            maxLength={8}
            required
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="xl" loading={working}>
          {t(k.start)}
        </Button>
      </Stack>
    </form>
  );
}
