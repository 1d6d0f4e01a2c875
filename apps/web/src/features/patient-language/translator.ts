import type { PatientLanguage } from '@paperless/core';
import type { PatientTranslator } from './patientTranslator';

let spanish: PatientTranslator | undefined;
let loading: Promise<PatientTranslator> | undefined;

/** Spanish, from its own chunk (i18next and the catalogue): fetched only when Spanish shows. */
export function loadSpanish(): Promise<PatientTranslator> {
  loading ??= import('./spanish').then(
    (m) => (spanish = m.spanish),
    (error: unknown) => {
      // A dropped network: the next switch tries again.
      loading = undefined;
      throw error;
    },
  );
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
