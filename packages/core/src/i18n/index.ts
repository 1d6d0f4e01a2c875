export * from './languages.js';
export { localizeText, governingVersionNotice } from './translate.js';
export { localizeTemplate } from './localize-template.js';
export {
  localizeErrors,
  localizeMessageSet,
  localizedEsignDisclosure,
} from './localize-messages.js';
export * from './patient-pages.js';
export * from './form-row-texts.js';
export * from './patient-screens.js';
// The one part of the Spanish catalogue a link's first screen loads (the rest comes with i18next).
export { esPatientFrame } from './catalogues/es-patient-frame.js';
