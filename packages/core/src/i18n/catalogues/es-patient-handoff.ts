/**
 * Spanish (US) for the patient's hand-off to another device (handoffMessages) and the patient's
 * copy of what they signed (patientCopyMessages): the texts a patient reads, not the clinic's
 * notices. Keys are the English texts; {{params}} are patterns (message-patterns.ts).
 */
export const esPatientHandoff: Readonly<Record<string, string>> = {
  // Hand-off (issue 19).
  'To keep your answers private, confirm your date of birth. You will enter it again on the other device.':
    'Para proteger sus respuestas, confirme su fecha de nacimiento. La escribirá de nuevo en el otro dispositivo.',
  'Show my code': 'Mostrar mi código',
  "Scan the QR code with your phone's camera, or open this address and type the code:":
    'Escanee el código QR con la cámara de su teléfono, o abra esta dirección y escriba el código:',
  'QR code that opens your forms on another device':
    'Código QR que abre sus formularios en otro dispositivo',
  'Your code': 'Su código',
  'The code works once, until {{time}}.': 'El código funciona una sola vez, hasta las {{time}}.',
  'The code works once, for 15 minutes.': 'El código funciona una sola vez, durante 15 minutos.',
  'Signatures do not move to the other device: you will sign there again.':
    'Las firmas no pasan al otro dispositivo: tendrá que firmar de nuevo allí.',
  Done: 'Listo',
  'Continue your forms': 'Continúe con sus formularios',
  'Enter the code shown on your first device, and your date of birth to confirm it is you.':
    'Escriba el código que aparece en su primer dispositivo y su fecha de nacimiento para confirmar que es usted.',
  Code: 'Código',
  Continue: 'Continuar',
  'Opening your forms': 'Abriendo sus formularios',
  'Enter the 8-character code shown on your first device.':
    'Escriba el código de 8 caracteres que aparece en su primer dispositivo.',
  'This code has expired or is not valid. On your first device, choose Continue on another device again.':
    'Este código venció o no es válido. En su primer dispositivo, elija de nuevo Continuar en otro dispositivo.',
  'That date of birth does not match. {{left}} tries left.':
    'Esa fecha de nacimiento no coincide. Le quedan {{left}} intentos.',
  // The singular is its own English text (no number to read back): a plain entry.
  'That date of birth does not match. 1 try left.':
    'Esa fecha de nacimiento no coincide. Le queda 1 intento.',
  'This code is locked after too many wrong dates of birth. Please contact the practice that sent you the link for help.':
    'Este código se bloqueó porque se escribieron demasiadas fechas de nacimiento incorrectas. Comuníquese con el consultorio que le envió el enlace para recibir ayuda.',
  "Forms started on the practice's tablet are finished on the tablet.":
    'Los formularios que se empiezan en la tableta del consultorio se terminan en la tableta.',
  'Your answers are too long to move to another device. Please finish them on this device.':
    'Sus respuestas son demasiado largas para pasarlas a otro dispositivo. Termínelas en este dispositivo.',
  // The patient's copy (issue 19).
  'Download a copy': 'Descargar una copia',
  'Available for 30 minutes on this device': 'Disponible durante 30 minutos en este dispositivo',
  'Preparing your copy...': 'Preparando su copia...',
  'Your copy is being prepared. Please try again in a moment.':
    'Estamos preparando su copia. Inténtelo de nuevo en un momento.',
  'Your copy is taking longer than usual. Please try again in a minute.':
    'Su copia está tardando más de lo normal. Inténtelo de nuevo en un minuto.',
  'Your copy was downloaded.': 'Su copia se descargó.',
  'Your signed documents': 'Sus documentos firmados',
  '{{practice}} sent you a copy of the forms you signed. To keep them private, please confirm your date of birth.':
    '{{practice}} le envió una copia de los formularios que firmó. Para protegerlos, confirme su fecha de nacimiento.',
  'Your copy of the forms you signed for {{practice}}.':
    'Su copia de los formularios que firmó para {{practice}}.',
  'Show my documents': 'Mostrar mis documentos',
  'Download the PDF': 'Descargar el PDF',
  'Your documents': 'Sus documentos',
  'Loading your copy': 'Cargando su copia',
  'This link is not valid. Please check that you opened the whole link from your message, or ask the practice that sent it for a new copy.':
    'Este enlace no es válido. Verifique que abrió el enlace completo de su mensaje, o pida una copia nueva al consultorio que se lo envió.',
  'This link has expired. Ask {{practice}} for a copy.':
    'Este enlace venció. Pida una copia a {{practice}}.',
  'This copy is locked after too many wrong dates of birth. Ask {{practice}} for a copy.':
    'Esta copia se bloqueó porque se escribieron demasiadas fechas de nacimiento incorrectas. Pida una copia a {{practice}}.',
  'Enter your date of birth.': 'Escriba su fecha de nacimiento.',
  'That date of birth does not match our records. {{triesLeft}} tries left.':
    'Esa fecha de nacimiento no coincide con nuestros registros. Le quedan {{triesLeft}} intentos.',
  'That date of birth does not match our records. 1 try left.':
    'Esa fecha de nacimiento no coincide con nuestros registros. Le queda 1 intento.',
  'Your copy could not be prepared. Ask {{practice}} for a copy of your forms.':
    'No se pudo preparar su copia. Pida a {{practice}} una copia de sus formularios.',
  // Issue 39: the copy follows by the link's channel, or the practice gives it.
  '{{practice}} has received your answers. Your copy will be sent to you by e-mail when it is ready.':
    '{{practice}} ya recibió sus respuestas. Le enviaremos su copia por correo electrónico cuando esté lista.',
  '{{practice}} has received your answers. Your copy will be sent to you by text message when it is ready.':
    '{{practice}} ya recibió sus respuestas. Le enviaremos su copia por mensaje de texto cuando esté lista.',
  '{{practice}} has received your answers and can give you a copy of your forms.':
    '{{practice}} ya recibió sus respuestas y puede darle una copia de sus formularios.',
};
