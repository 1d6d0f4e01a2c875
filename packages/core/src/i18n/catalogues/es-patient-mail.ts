/**
 * Spanish (US) for the e-mails and texts a patient receives about their link: the invitation,
 * the reminders and the SMS opt-out line (schemas/patient-mail.ts). Keys are the English texts;
 * each {placeholder} is filled in by the server and kept in the translation. Carriers honour the
 * keyword STOP in any language, so the opt-out line keeps it as written.
 */
export const esPatientMail: Readonly<Record<string, string>> = {
  'Hello,': 'Hola:',
  '{practice}: please fill in {title}': '{practice}: por favor, complete {title}',
  '{practice} asks you to fill in the form "{title}" before your visit.':
    '{practice} le pide que complete el formulario "{title}" antes de su consulta.',
  '{practice} asks you to fill in the forms in "{title}" before your visit.':
    '{practice} le pide que complete los formularios de "{title}" antes de su consulta.',
  'Open this secure link to start:': 'Abra este enlace seguro para comenzar:',
  'The link is for you only, so please do not forward it.':
    'Este enlace es solo para usted; por favor, no lo reenvíe.',
  'It works until the end of the day of your visit ({day}).':
    'Funciona hasta el final del día de su consulta ({day}).',
  'It expires in {days} days.': 'Vence en {days} días.',
  '{practice}: please fill in your forms: {url}':
    '{practice}: por favor, complete sus formularios: {url}',
  'Reply STOP to opt out.': 'Responda STOP para no recibir más mensajes.',
  '{practice}: a reminder to fill in {title}': '{practice}: recordatorio para completar {title}',
  'A reminder from {practice}: please fill in the form "{title}" before your visit.':
    'Un recordatorio de {practice}: por favor, complete el formulario "{title}" antes de su consulta.',
  'A reminder from {practice}: please fill in the forms in "{title}" before your visit.':
    'Un recordatorio de {practice}: por favor, complete los formularios de "{title}" antes de su consulta.',
  'Open this secure link to start, or to continue where you left off:':
    'Abra este enlace seguro para comenzar o para continuar donde lo dejó:',
  'To stop these reminders for this link:': 'Para dejar de recibir recordatorios de este enlace:',
  '{practice}: a reminder to fill in your forms: {url}':
    '{practice}: recordatorio para completar sus formularios: {url}',
  '{practice} logo': 'Logotipo de {practice}',
};
