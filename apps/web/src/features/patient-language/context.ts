import type { FieldErrors, FormTemplate, PatientLanguage } from '@paperless/core';
import { createContext, use, useCallback, useContext, useMemo } from 'react';
import type { PatientTranslator, WholeTranslation } from './patientTranslator';
import { fill } from './translator';

export interface PatientLanguageState {
  /** The link the page is for, if any. */
  token: string | undefined;
  /** The language the page shows. */
  language: PatientLanguage;
  /** Here whenever `language` is not English (the provider waits for its first part). */
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
 * The page's language as a whole (its templates' and messages' texts), for a component that
 * draws more than the link's frame: suspends, to the provider's skeleton, until it is in, so no
 * text shows in English first. Undefined in English, or if the rest of Spanish failed to load
 * (the provider then switches to English).
 */
export function useWholeTranslation(): WholeTranslation | undefined {
  const translator = useContext(PatientLanguageContext)?.translator;
  if (!translator) return undefined;
  // Once in, read without `use`, which counts even a settled promise as a wait (React's act).
  const settled = translator.whole as { status?: string; value?: WholeTranslation };
  return settled.status === 'fulfilled' ? settled.value : use(translator.whole);
}

/**
 * `t(englishText, values?)`: the text in the page's language. English texts are the keys, so
 * English (and any staff screen) gets the text itself, {name}s filled. Waits for the whole
 * language (useWholeTranslation); the frame drawn before it uses useFrameT.
 */
export function useT(): Translate {
  useWholeTranslation();
  return useFrameT();
}

/**
 * `t` for the link's frame and skeleton (FillPage, FillLoading, the language switch), which draw
 * before the rest of the language is in: core esPatientFrame holds their words.
 */
export function useFrameT(): Translate {
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
  const whole = useWholeTranslation();
  return useMemo(() => (whole ? whole.template(template) : template), [whole, template]);
}

/** A validator's messages in the page's language; the same object while nothing changes. */
export function useLocalizedErrors(errors: FieldErrors): FieldErrors {
  const whole = useWholeTranslation();
  return useMemo(() => (whole ? whole.errors(errors) : errors), [whole, errors]);
}
