import {
  localizeErrors,
  localizeTemplate,
  localizeText,
  localizedEsignDisclosure,
} from '@paperless/core';
import type { WholeTranslation } from './patientTranslator';

/**
 * Loaded with a dynamic import only (translator.ts): core's localize functions bring i18next
 * and the whole catalogue, which a patient reading English never downloads, and which a Spanish
 * link fetches beside its first screen rather than before it (spanish.ts).
 */
export const spanishWhole: WholeTranslation = {
  text: (text) => localizeText(text, 'es'),
  template: (template) => localizeTemplate(template, 'es'),
  errors: (errors) => localizeErrors(errors, 'es'),
  disclosure: (practice) => localizedEsignDisclosure(practice, 'es'),
};
