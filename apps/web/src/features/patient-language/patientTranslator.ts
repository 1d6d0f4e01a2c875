import type { FieldErrors, FormTemplate, PatientLanguage } from '@paperless/core';

// Apart from translator.ts, which loads the Spanish one: spanish.ts naming its own loader's file
// would put the two in a loop.

/** Core's localize functions bound to a language: its whole catalogue, with i18next. */
export interface WholeTranslation {
  text(text: string): string;
  template(template: FormTemplate): FormTemplate;
  errors(errors: FieldErrors): FieldErrors;
  disclosure(practice: string): string[];
}

/**
 * What a language other than English needs to show a patient's page. English has none (its
 * texts are the keys), so a page in English never loads one.
 */
export interface PatientTranslator {
  language: PatientLanguage;
  /** Numbers and dates are written in this locale. */
  locale: string;
  /** The frame's words at once; any other text once `whole` is in. */
  text(text: string): string;
  /**
   * The rest of the language, loading beside the first screen; undefined if it failed to load.
   * Marked as React's `use` reads it once settled, so a page drawn later does not suspend.
   */
  whole: Promise<WholeTranslation | undefined>;
}
