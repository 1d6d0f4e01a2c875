/**
 * The English texts of the patient's pages that the web draws itself (buttons, the validation
 * notice's count, loading names, the language switch), kept here so the Spanish catalogue and
 * its test see them (issue 21). English is the key: the web shows these as they are and looks
 * them up only when Spanish is shown. A {name} is filled in by the page after translation.
 *
 * This module ships with a link's first load, so it holds only what the form's first screen
 * draws; the dialogs' and the kiosk's texts are in patient-screens.ts and load with them.
 */
export const patientPageTexts = {
  /** The language switch's screen-reader name, said in both languages (the patient may read either). */
  languageSwitch: 'Language / Idioma',
  loadingForm: 'Loading form',
  loadingForms: 'Loading forms',
  loading: 'Loading',
  formStep: 'Form {step} of {total}',
  answerToFix: '1 answer needs attention',
  answersToFix: '{count} answers need attention',
  answersList: 'Answers to fix',
  closeNotice: 'Close notice',
  dismiss: 'Dismiss',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  processing: 'Processing...',
  submitting: 'Submitting...',
  /** A clinic's form sent before any question was added to it. */
  noFieldsYet: 'This form has no fields yet.',
  /** Said to a screen reader when an answer brings questions in below it. */
  moreQuestionBelow: '1 more question below',
  moreQuestionsBelow: '{count} more questions below',
  /** Answers a relationship question for a patient filling the form for themselves. */
  iAmThePatient: 'I am the patient',
} as const;

/** A signature field on the form (its dialog's words are in patient-screens.ts). */
export const signatureFieldTexts = {
  tapToSign: 'Tap to sign',
  change: 'Change',
  remove: 'Remove',
  loadFailed: 'The signature pad could not be loaded. Check your connection and try again.',
} as const;

/**
 * A "file or photo" question's own words (its buttons, its status, the preview of the file).
 * "Uploaded" is the word the still-uploading notice tells the patient to wait for.
 */
export const fileUploadTexts = {
  takePhoto: 'Take a photo',
  chooseFile: 'Choose a file',
  retake: 'Retake',
  replace: 'Replace',
  remove: 'Remove',
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  fileUploaded: 'File uploaded',
  yourPhotoFor: 'Your photo for {label}',
  onePage: '1 page',
  pages: '{count} pages',
} as const;
