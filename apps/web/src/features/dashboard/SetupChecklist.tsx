import {
  Anchor,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { SETUP_STEP_TEXTS, type SetupStep } from '@paperless/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSetupChecklist } from './dashboardApi';

/**
 * The first-run checklist (issue 20): shown to whoever sets the installation up until a plan,
 * a client and e-mail exist. The server ticks each step from its data and names only the steps
 * the caller may take, so this renders nothing while loading, on error, or once all are done:
 * the dashboard itself never waits for it.
 */
export function SetupChecklist() {
  const checklist = useSetupChecklist();
  const steps = checklist.data?.steps ?? [];
  const done = steps.filter((step) => step.done).length;
  if (steps.length === 0 || done === steps.length) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="setup-checklist">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="setup-checklist">
            Get started
          </Title>
          <Text size="sm" c="gray.7">
            {done} of {steps.length} done
          </Text>
        </Group>
        <Progress
          value={(done / steps.length) * 100}
          aria-label={`Setup progress: ${done} of ${steps.length} done`}
        />
        <List spacing="sm" listStyleType="none" p={0}>
          {steps.map((step) => (
            <StepItem key={step.key} step={step} />
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

function StepItem({ step }: { step: SetupStep }) {
  const text = SETUP_STEP_TEXTS[step.key];
  return (
    <List.Item
      icon={
        <ThemeIcon color={step.done ? 'teal' : 'gray'} variant="light" radius="xl" size={24}>
          {step.done ? (
            <IconCheck size={16} aria-hidden />
          ) : (
            <IconCircleDashed size={16} aria-hidden />
          )}
        </ThemeIcon>
      }
    >
      <Text fw={600} td={step.done ? 'line-through' : undefined}>
        {text.title}
        {/* The icon says it to the eye; the words say it to a screen reader. */}
        <VisuallyHidden>{step.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
      </Text>
      {!step.done && (
        <>
          <Text size="sm" c="gray.7">
            {text.hint}
          </Text>
          <Anchor component={Link} to={text.path} size="sm">
            {text.action}
          </Anchor>
        </>
      )}
    </List.Item>
  );
}
