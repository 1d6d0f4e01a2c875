import { Anchor, Button, Stack, Text } from '@mantine/core';
import {
  linkStateMessages,
  linkUnavailableResponseSchema,
  patientLinkMessages,
  type LinkStateInfo,
} from '@paperless/core';
import { useState, type ReactNode } from 'react';
import { PublicCallFailure } from '../../lib/publicCall';
import { PracticeLogo } from '../practice-profile';
import { askForNewLink, sendLinkAgain } from './publicApi';
import { usePatientLocale, useT, type Translate } from '../patient-language';

const m = linkStateMessages;

/** Why a real link no longer opens (the server's 410 says: submitted, expired, cancelled, replaced). */
export function linkStateOf(error: unknown): LinkStateInfo | null {
  if (!(error instanceof PublicCallFailure) || error.status !== 410) return null;
  const answer = linkUnavailableResponseSchema.safeParse(error.body);
  return answer.success ? answer.data.link : null;
}

/**
 * What the screen says when the server did not explain in full: a 410's own message; with no
 * error (a link with nothing left to fill) the spec's text; for an unknown token, that the link
 * is not valid (no practice can be known). A link that may well be fine (too many requests, no
 * answer) never comes here: RetryLinkScreen.
 */
export function unavailableText(error: unknown): string {
  if (error instanceof PublicCallFailure && error.status === 410 && error.message.trim()) {
    return error.message;
  }
  if (!error) return patientLinkMessages.formUsedText;
  return m.invalidText;
}

/**
 * Beneath the unusable-link screen's heading (UsedLinkScreen): a real link's story, or the
 * plain text for one the server does not know. `children`: see UnavailableLink.
 */
export function UnavailableLinkText(props: {
  token: string;
  error: unknown;
  children?: ReactNode;
}) {
  const t = useT();
  const info = linkStateOf(props.error);
  if (!info) return <Text c="dimmed">{t(unavailableText(props.error))}</Text>;
  return (
    <UnavailableLink token={props.token} info={info}>
      {props.children}
    </UnavailableLink>
  );
}

/** "2026-03-01" (the practice's calendar day) as the patient reads it: "March 1, 2026". */
function readableDay(day: string, locale: string): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** In the page's language; the day is written in its locale, then put in the sentence. */
function stateText(info: LinkStateInfo, t: Translate, locale: string): string {
  const practice = info.practice.name;
  if (info.state === 'submitted') return t(m.submittedText(practice));
  if (info.state === 'cancelled') return t(m.cancelledText(practice));
  if (info.state === 'replaced') return t(m.replacedText(practice));
  const day = info.expired_on ? readableDay(info.expired_on, locale) : undefined;
  return t(m.expiredText(practice, day));
}

/**
 * What a real link that no longer opens says beneath the spec's heading (issue 19, no dead
 * ends): the practice's logo, what happened in plain words, the practice's phone, and a way on:
 * for an expired or cancelled link asking for a new one, for an older message's URL (issue 36:
 * a resend replaced it) having the newest one sent again. `children` shows with a submitted link
 * only (the place for the patient's copy of what they signed).
 */
export function UnavailableLink(props: {
  token: string;
  info: LinkStateInfo;
  children?: ReactNode;
}) {
  const { info } = props;
  const { name, phone } = info.practice;
  const t = useT();
  const locale = usePatientLocale();
  return (
    <Stack gap="md" align="center" w="100%">
      <PracticeLogo practice={info.practice} />
      <Text c="dimmed">{stateText(info, t, locale)}</Text>
      {info.state === 'submitted' && props.children}
      {info.state === 'replaced' && <SendAgain token={props.token} />}
      {(info.state === 'expired' || info.state === 'cancelled') && (
        <AskForNewLink token={props.token} practice={name} asked={info.renewal_requested} />
      )}
      {phone && (
        <Text size="sm">
          {t(m.callUs(name))}{' '}
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fw={600}>
            {phone}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/**
 * One request a refused link may make, as a button: once it succeeds, its confirmation takes the
 * button's place (a polite live region, so a screen reader hears it where the button was); a
 * failure shows the server's message, or `failed` when it gave none.
 */
function OneRequest(props: {
  label: string;
  failed: string;
  /** The confirmation already due (the practice was told today): no button. */
  done?: string | null;
  request: () => Promise<string>;
}) {
  const [done, setDone] = useState(props.done ?? null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();

  const run = async () => {
    setWorking(true);
    setFailure(null);
    try {
      setDone(await props.request());
    } catch (error) {
      setFailure(
        error instanceof PublicCallFailure && error.message.trim() ? error.message : props.failed,
      );
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack gap="xs" align="center" w="100%" aria-live="polite">
      {done ? (
        <Text fw={600} role="status">
          {t(done)}
        </Text>
      ) : (
        <>
          <Button onClick={run} loading={working} fullWidth maw={320}>
            {t(props.label)}
          </Button>
          {failure && (
            <Text c="red.8" size="sm" role="alert">
              {t(failure)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/** The button that tells the practice; once told (today), the reassurance instead. */
function AskForNewLink(props: { token: string; practice: string; asked: boolean }) {
  const told = m.asked(props.practice);
  return (
    <OneRequest
      label={m.askForNew}
      failed={m.askFailed}
      done={props.asked ? told : null}
      request={async () => {
        await askForNewLink(props.token);
        return told;
      }}
    />
  );
}

/**
 * An older message's URL (issue 36): the newest link sent again to where the first one went.
 * The answer never says whether a message could go, so the confirmation is the server's own.
 */
function SendAgain(props: { token: string }) {
  return (
    <OneRequest
      label={m.sendAgain}
      failed={m.sendAgainFailed}
      request={async () => (await sendLinkAgain(props.token)).message}
    />
  );
}
