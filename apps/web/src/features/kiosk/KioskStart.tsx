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
import { kioskMessages, type KioskFill, type KioskSession } from '@paperless/core';
import { useMemo, useState, type FormEvent } from 'react';
import { ScrollBox } from '../../ui/ScrollBox';
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

  const change = (apply: () => void) => {
    apply();
    props.onDirty(true);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const picked = choices.find((c) => c.key === choice);
    const local: Record<string, string> = {};
    if (!picked) local.choice = kioskMessages.chooseOne;
    if (!name.trim()) local.patient_name = kioskMessages.patientNameRequired;
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
        setErrors({ ...fields, ...(fields.form_id ? { choice: fields.form_id } : {}) });
      } else if (needsPin && error instanceof Error && /PIN/.test(error.message)) {
        setErrors({ pin: error.message });
      } else {
        setFailure(
          error instanceof Error && error.message ? error.message : kioskMessages.chooseOne,
        );
      }
    } finally {
      setWorking(false);
    }
  };

  return (
    <form onSubmit={start} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{session.practice}</Title>
          <Text size="lg" c="dimmed">
            Choose the forms to fill, enter the patient&apos;s name, and hand the tablet over.
          </Text>
        </Stack>
        <TextInput
          size="lg"
          label="Find a form"
          placeholder="Search by title"
          leftSection={<IconSearch size={20} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Radio.Group
          label="Form or bucket"
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
                        {c.kind === 'bucket' ? 'Bucket of forms' : 'Form'}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
            {shown.length === 0 && <Text c="dimmed">No forms match your search.</Text>}
          </ScrollBox>
        </Radio.Group>
        <TextInput
          size="lg"
          label="Patient name"
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
          Start
        </Button>
      </Stack>
    </form>
  );
}
