import type { FieldErrors, FormTemplate, PatientLanguage } from '@paperless/core';

// Apart from translator.ts, which loads the Spanish one: spanish.ts naming its own loader's file
// would put the two in a loop.

/**
 * What a language other than English needs to show a patient's page: core's localize functions
 * bound to it. English has none (its texts are the keys), so a page in English never loads one.
 */
export interface PatientTranslator {
  language: PatientLanguage;
  /** Numbers and dates are written in this locale. */
  locale: string;
  text(text: string): string;
  template(template: FormTemplate): FormTemplate;
  errors(errors: FieldErrors): FieldErrors;
  disclosure(practice: string): string[];
}
