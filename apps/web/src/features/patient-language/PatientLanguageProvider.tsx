import type { PatientLanguage } from '@paperless/core';
import { Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PatientLanguageContext, type PatientLanguageState } from './context';
import { saveLinkLanguage } from './languageApi';
import { rememberChoice, rememberedChoice, shownLanguage } from './choice';
import { loadedTranslator, loadSpanish } from './translator';

interface PatientLanguageProviderProps {
  /** The link's token (the choice is kept per link, and the link told of it); none on a screen without a link. */
  token?: string;
  /**
   * The language the server's link holds: undefined while the link loads, null when there is no
   * link to follow (unknown or unusable), so only the patient's choice and browser count.
   */
  linkLanguage: PatientLanguage | null | undefined;
  /**
   * Shown while the page's language loads on first paint (the page's skeleton): until its first
   * part is in, then, drawn in that language, until the rest is (spanish.ts).
   */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * The patient's page in the language they read (issue 21): their own choice on this link, else
 * the link's, else Spanish for an English link opened by a browser that asks for Spanish first.
 * The server's link is kept in step with what shows, so the PDF, the reminders and another
 * device follow it.
 */
export function PatientLanguageProvider(props: PatientLanguageProviderProps) {
  const outer = useContext(PatientLanguageContext);
  // The kiosk holds the language of its fill (its idle dialog and thank-you follow it): the fill
  // page inside it uses that one rather than a second, unsynchronised copy.
  if (outer && props.token !== undefined && outer.token === props.token) return props.children;
  return <LanguageOfPage {...props} />;
}

function LanguageOfPage(props: PatientLanguageProviderProps) {
  const { token, linkLanguage } = props;
  const [choice, setChoice] = useState(rememberedChoice);
  const wanted = shownLanguage(choice, linkLanguage);
  const [, setLoaded] = useState(0);
  const translator = loadedTranslator(wanted);
  const waiting = wanted !== 'en' && !translator;

  useEffect(() => {
    if (!waiting) return;
    // A failed download leaves the page in English rather than on its skeleton.
    loadSpanish().then(
      () => setLoaded((n) => n + 1),
      () => setChoice('en'),
    );
  }, [waiting]);

  useEffect(() => {
    // The rest of Spanish failed to load (spanish.ts): English, rather than half of each.
    void translator?.whole.then((whole) => whole ?? setChoice('en'));
  }, [translator]);

  useEffect(() => {
    if (waiting) return;
    document.documentElement.lang = wanted;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [wanted, waiting]);

  // What the server's link holds, as last known ('unknown' after a failed call): told whenever
  // the page shows something else.
  const serverLanguage = useRef<PatientLanguage | 'unknown' | undefined>(undefined);
  useEffect(() => {
    if (!token || !linkLanguage || waiting) return;
    serverLanguage.current ??= linkLanguage;
    if (serverLanguage.current === wanted) return;
    serverLanguage.current = wanted;
    saveLinkLanguage(token, wanted).catch(() => {
      // The page still shows the patient's language; the next switch tries again.
      serverLanguage.current = 'unknown';
    });
  }, [token, linkLanguage, wanted, waiting]);

  const state = useMemo<PatientLanguageState>(
    () => ({
      token,
      language: wanted,
      translator,
      choose: (next) => {
        rememberChoice(next);
        if (next === 'en') return setChoice(next);
        // Load first, all of it: the form stays on screen (with its answers) until Spanish is here.
        void loadSpanish()
          .then((spanish) => spanish.whole)
          .then(
            (whole) => whole && setChoice(next),
            () => undefined,
          );
      },
    }),
    [wanted, translator, token],
  );

  if (waiting) return <>{props.fallback}</>;
  return (
    <PatientLanguageContext.Provider value={state}>
      {/* A page that draws more than its frame waits here for the rest of its language. */}
      <Suspense fallback={props.fallback}>{props.children}</Suspense>
    </PatientLanguageContext.Provider>
  );
}
