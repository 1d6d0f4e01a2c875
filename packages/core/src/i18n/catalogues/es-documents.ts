/**
 * Spanish (US) for the patient's documents (issue 21): the words a submission's PDF prints around
 * the form's own (schemas/patient-copy.ts patientDocumentTexts) and the message that brings the
 * patient their copy (schemas/patient-mail.ts). Keys are the English texts; each {placeholder}
 * is filled in by the server and kept in the translation. The Signature Certificate is the
 * clinic's record and stays in English.
 */
export const esDocuments: Readonly<Record<string, string>> = {
  'Notice and Consent': 'Aviso y consentimiento',
  'Not signed': 'Sin firmar',
  '{practice}: your copy of your signed forms': '{practice}: su copia de los formularios firmados',
  'Thank you for filling in your forms for {practice}. You can see and save a copy of what you signed here:':
    'Gracias por completar sus formularios para {practice}. Aquí puede ver y guardar una copia de lo que firmó:',
  'To keep your forms private, the page will ask for your date of birth. The link works for {days} days.':
    'Para proteger la privacidad de sus formularios, la página le pedirá su fecha de nacimiento. El enlace funciona durante {days} días.',
  '{practice}: your copy of your signed forms (asks for your birth date): {url}':
    '{practice}: su copia de los formularios firmados (se le pedirá su fecha de nacimiento): {url}',
};
