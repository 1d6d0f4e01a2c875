/**
 * The English texts of the patient's dialogs and kiosk screens (issue 21), apart from
 * patient-pages.ts so they load with the dialog or the kiosk, never with a link's first screen.
 * A {name} is filled in by the page after translation.
 */
/** The signature dialog's own words (its tabs, inputs and pictures' names). */
export const signatureTexts = {
  title: 'Signature',
  draw: 'Draw',
  type: 'Type',
  upload: 'Upload',
  drawingArea: 'Signature drawing area',
  yourName: 'Your name',
  typeFullName: 'Type your full name',
  chooseStyle: 'Choose a style',
  uploadImage: 'Upload an image of your signature',
  uploaded: 'Uploaded signature',
  clear: 'Clear',
  save: 'Save',
  notNow: 'Not now',
  drawHint:
    'Sign with your finger, a stylus or a mouse. Using a keyboard or a screen reader? Choose Type instead.',
  drawUnavailable: 'Drawing is not available in this browser. Please use Type or Upload.',
  uploadHint: 'PNG or JPEG, 1 MB or smaller.',
  wrongType: 'Please choose a PNG or JPEG image.',
  tooLarge: 'The image must be 1 MB or smaller.',
  unreadable: 'The file could not be read. Please try again.',
} as const;

/**
 * The kiosk's screens a patient sees: the idle warning, the thank-you, "kiosk mode is off", and
 * the start screen of a clinic that lets patients start (with a PIN, staff use it: English).
 */
export const kioskPatientTexts = {
  stillThere: 'Are you still there?',
  clearing: 'For your privacy, this form will be cleared in {seconds} seconds.',
  stillHere: "I'm still here",
  thanks: "Thank you! You're all done.",
  handBack: 'Please hand the tablet back to the front desk.',
  clearsIn: 'This screen clears in {seconds} seconds.',
  backToStart: 'Back to start',
  startOver: 'Start over',
  /** A tablet taken out of kiosk mode: whoever holds it reads this, a patient too. */
  modeOff: 'Kiosk mode is off',
  // The start screen when the clinic lets patients start themselves (no PIN): theirs to read.
  startIntro: 'Choose your forms, enter your name, and tap Start.',
  findForm: 'Find a form',
  searchByTitle: 'Search by title',
  formOrBucket: 'Form or bucket',
  bucket: 'Bucket of forms',
  form: 'Form',
  noMatch: 'No forms match your search.',
  yourName: 'Your name',
  start: 'Start',
} as const;
