import { Center, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { patientLinkMessages } from '@paperless/core';
import { clearDraft } from './draft';
import { unavailableText } from './publicApi';

/** The public pages' frame: no staff console around it, comfortable on a phone. */
export function FillPage({ children }: { children: ReactNode }) {
  useNoIndex();
  return (
    <Container component="main" size={1200} px={{ base: 'xs', sm: 'md' }} py="md">
      {children}
    </Container>
  );
}

export function FillLoading({ label }: { label: string }) {
  return (
    <Center mih="60vh">
      <Loader aria-label={label} role="status" />
    </Center>
  );
}

/** A screen that ends the visit: submitted, or a link that cannot be used (any more). */
export function FillResult(props: { tone: 'done' | 'used'; title: string; text?: string }) {
  const done = props.tone === 'done';
  return (
    <Center mih="60vh">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={done ? 'teal' : 'gray'}>
            {done ? (
              <IconCircleCheck size={40} aria-hidden />
            ) : (
              <IconInfoCircle size={40} aria-hidden />
            )}
          </ThemeIcon>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {props.text && <Text c="dimmed">{props.text}</Text>}
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * A link that cannot be used (unknown, expired, already submitted): the spec's already-submitted
 * screen. Whatever this tab kept of the patient's answers for it goes too.
 */
export function UsedLinkScreen(props: {
  token: string;
  kind: 'form' | 'bucket';
  /** Why the link did not load (the server's answer), or null. */
  error: unknown;
}) {
  const { token } = props;
  useEffect(() => clearDraft(token), [token]);
  const m = patientLinkMessages;
  return (
    <FillPage>
      <FillResult
        tone="used"
        title={props.kind === 'form' ? m.formUsedTitle : m.bucketUsedTitle}
        text={unavailableText(props.error)}
      />
    </FillPage>
  );
}

/** A patient's link is a secret in its URL: search engines that run scripts must not keep it. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
