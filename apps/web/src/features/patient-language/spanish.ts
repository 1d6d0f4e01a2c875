import {
  localizeErrors,
  localizeTemplate,
  localizeText,
  localizedEsignDisclosure,
} from '@paperless/core';
import type { PatientTranslator } from './patientTranslator';

/**
 * Loaded with a dynamic import only (translator.ts): core's localize functions bring i18next
 * and the catalogues, which a patient reading English never downloads.
 */
export const spanish: PatientTranslator = {
  language: 'es',
  locale: 'es-US',
  text: (text) => localizeText(text, 'es'),
  template: (template) => localizeTemplate(template, 'es'),
  errors: (errors) => localizeErrors(errors, 'es'),
  disclosure: (practice) => localizedEsignDisclosure(practice, 'es'),
};
