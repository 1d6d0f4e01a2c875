import {
  Button,
  Center,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { patientLinkMessages, patientPageTexts, type PracticeBranding } from '@paperless/core';
import { LanguageSwitch, useFrameT, useT } from '../patient-language';
import { brandStyle, PracticeContact, PracticeLogo } from '../practice-profile';
import { CopyOffer } from '../patient-copies';
import { clearDraft } from './draft';

// What happened to the link loads only when a link cannot be used: the fill pages' first load
// stays as small as it was (bench/src/web/firstLoad.ts).
const UnavailableLinkText = lazy(() =>
  import('./UnavailableLink').then((m) => ({ default: m.UnavailableLinkText })),
);

/**
 * The public pages' frame: no staff console around it, comfortable on a phone. With the practice
 * (issue 20), its logo heads the page, its colour is the accent and its phone and address close it.
 */
export function FillPage({
  children,
  practice,
}: {
  children: ReactNode;
  practice?: PracticeBranding;
}) {
  useNoIndex();
  return (
    <Container
      component="main"
      size={1200}
      px={{ base: 'xs', sm: 'md' }}
      py="md"
      style={practice && brandStyle(practice.brand_color)}
    >
      <LanguageSwitch />
      {practice && <PracticeLogo practice={practice} />}
      {children}
      {practice && <PracticeContact practice={practice} />}
    </Container>
  );
}

/**
 * `label`: the English text; shown in the page's language. It fills the screen so the
 * practice's contact lines below start under the fold: were they on screen, the form replacing
 * the spinner would push them down, a layout shift Lighthouse counted (0.071).
 */
export function FillLoading({ label }: { label: string }) {
  // The skeleton shows while the page's language loads: it draws with the frame's words only.
  const t = useFrameT();
  return (
    <Center mih="100dvh">
      <Loader aria-label={t(label)} role="status" />
    </Center>
  );
}

/** A screen that ends the visit: submitted, or a link that cannot be used (any more). */
export function FillResult(props: {
  tone: 'done' | 'used';
  title: string;
  text?: string;
  /** More beneath the text (what happened to a link, and what to do now). */
  children?: ReactNode;
}) {
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
          {props.children}
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * A link that cannot be used: the spec's already-submitted heading, and beneath it what
 * happened. A real link the server explains (410: submitted, expired, cancelled) names its
 * practice, its phone and, when it can be renewed, "Ask for a new link"; an unknown token names
 * no practice. Whatever this tab kept of the patient's answers for it goes too.
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
  const t = useT();
  return (
    <FillPage>
      <FillResult
        tone="used"
        title={t(props.kind === 'form' ? m.formUsedTitle : m.bucketUsedTitle)}
      >
        <Suspense
          fallback={<Loader size="sm" aria-label={t(patientPageTexts.loading)} role="status" />}
        >
          <UnavailableLinkText token={token} error={props.error}>
            {/* A reload after the last form: the copy this tab was given, while it lasts. */}
            <CopyOffer linkToken={token} />
          </UnavailableLinkText>
        </Suspense>
      </FillResult>
    </FillPage>
  );
}

/**
 * A link that did not load though it may be fine (linkFailure.ts): the spec's heading for a load
 * error, then what to do and a button that asks again. Unlike UsedLinkScreen, what this tab kept
 * of the patient's answers stays for when it opens.
 */
export function RetryLinkScreen(props: {
  kind: 'form' | 'bucket';
  text: string;
  onRetry: () => void;
}) {
  const m = patientLinkMessages;
  const t = useT();
  const title = props.kind === 'form' ? m.formUsedTitle : m.bucketUsedTitle;
  return (
    <FillPage>
      <FillResult tone="used" title={t(title)} text={t(props.text)}>
        <Button onClick={props.onRetry}>{t(m.retryButton)}</Button>
      </FillResult>
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
