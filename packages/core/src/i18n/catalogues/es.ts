import type { Catalogue } from './index.js';
import { esDocuments } from './es-documents.js';
import { esFields } from './es-fields.js';
import { esFormRows } from './es-form-rows.js';
import { esLegal } from './es-legal.js';
import { esMessages } from './es-messages.js';
import { esOptions } from './es-options.js';
import { esPatientFrame } from './es-patient-frame.js';
import { esPatientHandoff } from './es-patient-handoff.js';
import { esPatientMail } from './es-patient-mail.js';
import { esPatientPages } from './es-patient-pages.js';

/** US Spanish, written for patients: plain words, "usted" throughout. */
export const es: Catalogue = {
  locale: 'es-US',
  texts: {
    ...esFields,
    ...esOptions,
    ...esMessages,
    ...esLegal,
    ...esPatientMail,
    ...esPatientFrame,
    ...esPatientPages,
    ...esFormRows,
    ...esPatientHandoff,
    ...esDocuments,
  },
  legal: {
    // Decision: the English text is the one signed and governing; a translation says so.
    governingVersion:
      'Esta es una traducción del texto en inglés. Si hay alguna diferencia entre la versión en inglés y esta traducción, prevalece la versión en inglés.',
  },
};
