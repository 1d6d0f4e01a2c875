import { Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  kioskPatientTexts,
  patientPageTexts,
  type KioskFill,
  type PatientLanguage,
} from '@paperless/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  FillLoading,
  type FillMode,
  linkLanguageOf,
  loadLinkPage,
  usePublicLink,
} from '../patient-links';
import { IdleDialog } from './IdleDialog';
import { useIdleReset } from './idle';
import { ExitKiosk } from './ExitKiosk';
import { KIOSK_SESSION_KEY, KioskEnded, kioskApi } from './kioskApi';
import { KioskEndedScreen, KioskThanks } from './KioskScreens';
import { KioskStart } from './KioskStart';
import { clearDeviceStorage, readKioskToken } from './kioskStorage';
import { PatientLanguageProvider, usePatientLanguage, useT } from '../patient-language';

// The fill pages arrive when a fill starts; the start screen does not wait for them.
const FormFillPage = lazy(() => loadLinkPage('form').then((Page) => ({ default: Page })));
const BucketFillPage = lazy(() => loadLinkPage('bucket').then((Page) => ({ default: Page })));

/** The start screen's data; a device found ended forgets its token at once. */
async function loadSession() {
  try {
    return await kioskApi.session();
  } catch (error) {
    if (error instanceof KioskEnded) clearDeviceStorage({ keepToken: false });
    throw error;
  }
}

type Screen =
  { name: 'start' } | { name: 'fill'; fill: KioskFill } | { name: 'thanks'; fill: KioskFill };

/**
 * /kiosk: the clinic's tablet in the waiting room. Its own credential (the kiosk token), never a
 * staff session; nothing of the staff console is loaded. Each patient's fill is an ordinary link
 * held in memory only; between patients everything is cleared: React state (the start screen is
 * mounted anew), storage but the kiosk token, and the query cache.
 */
export function KioskPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [screen, setScreen] = useState<Screen>({ name: 'start' });
  const [round, setRound] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [endedHere, setEnded] = useState(() => readKioskToken() === null);
  // The language the patient on the tablet last read: "kiosk mode is off" is said in it.
  const [lastLanguage, setLastLanguage] = useState<PatientLanguage | null>(null);
  const session = useQuery({
    queryKey: KIOSK_SESSION_KEY,
    queryFn: loadSession,
    enabled: !endedHere,
    retry: (count, error) => !(error instanceof KioskEnded) && count < 2,
    refetchOnWindowFocus: false,
  });

  const end = useCallback(() => {
    clearDeviceStorage({ keepToken: false });
    queryClient.clear();
    setEnded(true);
  }, [queryClient]);

  const ended = endedHere || session.error instanceof KioskEnded;

  /** Back to the start screen with nothing of the last patient anywhere. */
  const restart = useCallback(() => {
    clearDeviceStorage({ keepToken: true });
    queryClient.clear();
    setDirty(false);
    setLastLanguage(null);
    setRound((r) => r + 1);
    setScreen({ name: 'start' });
  }, [queryClient]);

  /** Gives up the fill in progress: its link is cancelled so nobody can come back to it. */
  const abandon = useCallback(() => {
    if (screen.name === 'fill') {
      void kioskApi.abandon(screen.fill.token).catch((error: unknown) => {
        if (error instanceof KioskEnded) end();
      });
    }
    restart();
  }, [screen, restart, end]);

  const idle = useIdleReset(!ended && (screen.name === 'fill' || dirty), abandon);

  if (ended) {
    return (
      <PatientLanguageProvider linkLanguage={lastLanguage} fallback={null}>
        <KioskEndedScreen />
      </PatientLanguageProvider>
    );
  }
  if (screen.name === 'thanks') {
    return (
      <KioskLanguage token={screen.fill.token} onLanguage={setLastLanguage}>
        <KioskThanks onDone={restart} />
      </KioskLanguage>
    );
  }

  if (screen.name === 'fill') {
    const { fill } = screen;
    const { token, kind } = fill;
    const mode: FillMode = { kind: 'kiosk', onComplete: () => setScreen({ name: 'thanks', fill }) };
    return (
      <KioskLanguage token={token} onLanguage={setLastLanguage}>
        <Container component="header" size={1200} pt="sm">
          <Group justify="space-between">
            <Text fw={600}>{session.data?.practice}</Text>
            <Button variant="subtle" onClick={abandon}>
              <KioskText text={kioskPatientTexts.startOver} />
            </Button>
          </Group>
        </Container>
        <Suspense fallback={<FillLoading label={patientPageTexts.loadingForm} />}>
          {kind === 'form' ? (
            <FormFillPage key={token} token={token} mode={mode} />
          ) : (
            <BucketFillPage key={token} token={token} mode={mode} />
          )}
        </Suspense>
        <IdleDialog secondsLeft={idle.secondsLeft} onStillHere={idle.stillHere} />
      </KioskLanguage>
    );
  }

  return (
    <Container component="main" size="md" py="xl">
      {session.data ? (
        <PatientStartLanguage
          patientsStart={session.data.allow_patient_start}
          clinicLanguage={session.data.patient_language}
          onLanguage={setLastLanguage}
        >
          <KioskStart
            key={round}
            session={session.data}
            onStarted={(fill) => setScreen({ name: 'fill', fill })}
            onEnded={end}
            onDirty={setDirty}
          />
        </PatientStartLanguage>
      ) : session.isError ? (
        <Stack>
          <Text role="alert">{session.error.message}</Text>
          <Button onClick={() => void session.refetch()}>Try again</Button>
        </Stack>
      ) : (
        <Stack aria-busy="true" aria-label="Loading the kiosk">
          <Skeleton h={40} w="60%" />
          <Skeleton h={52} />
          <Skeleton h={200} />
          <Skeleton h={52} />
        </Stack>
      )}
      {session.data && (
        <ExitKiosk
          onEnded={() => {
            end();
            void navigate('/login', { replace: true });
          }}
        />
      )}
      <IdleDialog secondsLeft={idle.secondsLeft} onStillHere={idle.stillHere} />
    </Container>
  );
}

/**
 * The fill's language for the kiosk's own screens around it (the idle dialog, the thank-you):
 * the fill page inside uses this one (PatientLanguageProvider), so all follow the patient's switch.
 */
function KioskLanguage(props: {
  token: string;
  onLanguage: (language: PatientLanguage) => void;
  children: ReactNode;
}) {
  const link = usePublicLink(props.token);
  return (
    <PatientLanguageProvider
      token={props.token}
      linkLanguage={linkLanguageOf(link)}
      fallback={<FillLoading label={patientPageTexts.loadingForm} />}
    >
      <ReportLanguage onLanguage={props.onLanguage} />
      {props.children}
    </PatientLanguageProvider>
  );
}

/**
 * The start screen's language when the clinic lets patients start a fill themselves: they read
 * it in their switch's language, else the clinic's default for patients, else their browser's
 * (no link yet; the switch carries into the fill they start). With the PIN, staff use it, and it
 * stays English.
 */
function PatientStartLanguage(props: {
  patientsStart: boolean;
  clinicLanguage: PatientLanguage;
  onLanguage: (language: PatientLanguage) => void;
  children: ReactNode;
}) {
  if (!props.patientsStart) return props.children;
  return (
    <PatientLanguageProvider linkLanguage={props.clinicLanguage} fallback={null}>
      <ReportLanguage onLanguage={props.onLanguage} />
      {props.children}
    </PatientLanguageProvider>
  );
}

/** Tells the kiosk which language the patient's screen shows (for "kiosk mode is off"). */
function ReportLanguage({ onLanguage }: { onLanguage: (language: PatientLanguage) => void }) {
  const language = usePatientLanguage()?.language;
  useEffect(() => {
    if (language) onLanguage(language);
  }, [language, onLanguage]);
  return null;
}

/** A text of the kiosk's own frame, in the fill's language (KioskPage itself sits above it). */
function KioskText({ text }: { text: string }) {
  return useT()(text);
}
