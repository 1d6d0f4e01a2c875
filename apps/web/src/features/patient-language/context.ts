import type { FieldErrors, FormTemplate, PatientLanguage } from '@paperless/core';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { PatientTranslator } from './patientTranslator';
import { fill } from './translator';

export interface PatientLanguageState {
  /** The link the page is for, if any. */
  token: string | undefined;
  /** The language the page shows. */
  language: PatientLanguage;
  /** Here whenever `language` is not English (the provider waits for it). */
  translator: PatientTranslator | undefined;
  /** The patient's switch: loads the language first, so the page never flashes. */
  choose: (language: PatientLanguage) => void;
}

export const PatientLanguageContext = createContext<PatientLanguageState | null>(null);

/** The page's language; null outside a patient's page (staff screens stay English). */
export function usePatientLanguage(): PatientLanguageState | null {
  return useContext(PatientLanguageContext);
}

export type Translate = (
  text: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The English page's `t`: the text itself, its {name}s filled. */
export const english: Translate = (text, values) => fill(text, values);

/**
 * `t(englishText, values?)`: the text in the page's language. English texts are the keys, so
 * English (and any staff screen) gets the text itself, {name}s filled.
 */
export function useT(): Translate {
  const translator = useContext(PatientLanguageContext)?.translator;
  return useCallback(
    (text, values) => fill(translator ? translator.text(text) : text, values),
    [translator],
  );
}

/** The locale dates and numbers are written in on the page. */
export function usePatientLocale(): string {
  return useContext(PatientLanguageContext)?.translator?.locale ?? 'en-US';
}

/** A template as the page's language shows it (labels, options, notice). */
export function useLocalizedTemplate(template: FormTemplate): FormTemplate {
  const translator = useContext(PatientLanguageContext)?.translator;
  return useMemo(
    () => (translator ? translator.template(template) : template),
    [translator, template],
  );
}

/** A validator's messages in the page's language; the same object while nothing changes. */
export function useLocalizedErrors(errors: FieldErrors): FieldErrors {
  const translator = useContext(PatientLanguageContext)?.translator;
  return useMemo(() => (translator ? translator.errors(errors) : errors), [translator, errors]);
}
