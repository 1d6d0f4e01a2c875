import type { PatientLanguage } from '@paperless/core';
import type { PatientTranslator } from './patientTranslator';

let spanish: PatientTranslator | undefined;
let loading: Promise<PatientTranslator> | undefined;

/**
 * Spanish, from its own chunks, fetched only when Spanish shows: the frame's words, which the
 * page waits for, and at the same time the whole catalogue with i18next, which it does not
 * (spanish.ts). Either failing to load is forgotten, so the next switch tries again.
 */
export function loadSpanish(): Promise<PatientTranslator> {
  loading ??= (() => {
    const whole = import('./spanishWhole').then((m) => m.spanishWhole);
    return import('./spanish').then(
      (m) => {
        const translator = m.spanishWith(whole);
        void translator.whole.then((loaded) => {
          if (!loaded && spanish === translator) spanish = loading = undefined;
        });
        return (spanish = translator);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  })();
  return loading;
}

/** The translator for a language, if it is needed and already here. */
export function loadedTranslator(language: PatientLanguage): PatientTranslator | undefined {
  return language === 'es' ? spanish : undefined;
}

/** Fills a text's {name} placeholders (after translation: the translation keeps them). */
export function fill(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
