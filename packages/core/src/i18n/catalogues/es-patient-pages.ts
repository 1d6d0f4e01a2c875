/**
 * Spanish (US) for the patient's pages themselves (issue 21): the fill pages' notices
 * (i18n/patient-pages.ts; the frame's own words are in es-patient-frame.ts), the success and
 * unusable-link screens (patientLinkMessages, linkStateMessages), the hand-off, the patient's copy, the signature dialog and the kiosk's
 * patient screens (with the kioskMessages a patient who starts a fill may read). Keys are the English texts; {{params}} are patterns (message-patterns.ts),
 * {name} is filled in by the page; both stay in the translation.
 */
export const esPatientPages: Readonly<Record<string, string>> = {
  // The fill pages' results (spec sections 2 and 8).
  'This link has already been used or has expired.': 'Este enlace ya se usó o ha vencido.',
  'This form is not part of this link.': 'Este formulario no es parte de este enlace.',
  'Please complete every form of this bucket before submitting.':
    'Complete todos los formularios de este grupo antes de enviarlos.',
  'Form saved': 'Formulario guardado',
  'Form submitted successfully': 'El formulario se envió correctamente',
  'Form Submitted Successfully!': '¡Formulario enviado correctamente!',
  'Thank you for completing the form. Your responses have been recorded.':
    'Gracias por completar el formulario. Sus respuestas quedaron registradas.',
  'Form Already Submitted!': '¡El formulario ya fue enviado!',
  'This link has already been used or is no longer available.':
    'Este enlace ya se usó o ya no está disponible.',
  'Form(s) Submitted Successfully': 'Formulario(s) enviado(s) correctamente',
  'Form(s) Already Submitted': 'El/los formulario(s) ya fue(ron) enviado(s)',
  'Try again': 'Intentar de nuevo',
  'Submission Failed': 'No se pudo enviar',
  'Unknown error': 'Error desconocido',
  'Too many requests. Please wait a moment and try again.':
    'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  'Could not reach the server. Please check your connection and try again.':
    'No pudimos conectar con el servidor. Revise su conexión y vuelva a intentarlo.',
  Error: 'Error',
  'Form submission failed.': 'No se pudo enviar el formulario.',
  'Choose English or Spanish.': 'Elija inglés o español.',
  Patient: 'Paciente',
  '{{practice}} cancelled this link, so it no longer opens. Please contact the practice if you still need to fill in these forms.':
    '{{practice}} canceló este enlace, por lo que ya no se abre. Comuníquese con el consultorio si todavía necesita completar estos formularios.',
  // A link that no longer opens (issue 19).
  'This link was already completed, so it no longer opens.':
    'Este enlace ya se completó, por lo que ya no se abre.',
  'This link has expired, so it no longer opens.': 'Este enlace venció, por lo que ya no se abre.',
  'These forms were already completed and sent to {{practice}}. There is nothing more to do.':
    'Estos formularios ya se completaron y se enviaron a {{practice}}. No tiene que hacer nada más.',
  'This link expired on {{on}}. Ask {{practice}} for a new one to fill in your forms.':
    'Este enlace venció el {{on}}. Pida a {{practice}} uno nuevo para completar sus formularios.',
  'This link is no longer active. Ask {{practice}} for a new one to fill in your forms.':
    'Este enlace ya no está activo. Pida a {{practice}} uno nuevo para completar sus formularios.',
  '{{practice}} cancelled this link, so it no longer opens. If you still need to fill in these forms, ask for a new link.':
    '{{practice}} canceló este enlace, por lo que ya no se abre. Si todavía necesita completar estos formularios, pida un enlace nuevo.',
  // The URL of an older message, replaced by a resend (issue 36).
  'A newer link was sent, so this one no longer opens.':
    'Se envió un enlace más reciente, por lo que este ya no se abre.',
  '{{practice}} sent you a newer link, so this one no longer opens. Use the link in the most recent e-mail or text message, or have it sent again.':
    '{{practice}} le envió un enlace más reciente, por lo que este ya no se abre. Use el enlace del correo electrónico o mensaje de texto más reciente, o pida que se lo envíen de nuevo.',
  'Send the newest link again': 'Enviar de nuevo el enlace más reciente',
  'If we can reach you where the first link went, the newest link is on its way. It may take a few minutes to arrive.':
    'Si podemos comunicarnos con usted donde se envió el primer enlace, el enlace más reciente ya va en camino. Puede tardar unos minutos en llegar.',
  'We could not send the link again. Please try again, or call the practice.':
    'No pudimos enviar el enlace de nuevo. Inténtelo otra vez o llame al consultorio.',
  'A newer link was sent to you. Use it, or have it sent again.':
    'Se le envió un enlace más reciente. Úselo o pida que se lo envíen de nuevo.',
  'Questions? Call {{practice}} at': '¿Tiene preguntas? Llame a {{practice}} al',
  'Ask for a new link': 'Pedir un enlace nuevo',
  'We let {{practice}} know. They will send you a new link.':
    'Le avisamos a {{practice}}. Le enviarán un enlace nuevo.',
  'We could not send your request. Please try again, or call the practice.':
    'No pudimos enviar su solicitud. Inténtelo de nuevo o llame al consultorio.',
  'This link is not valid. Check that you opened the whole link from your e-mail or text message, or contact the practice that sent it.':
    'Este enlace no es válido. Verifique que abrió el enlace completo de su correo electrónico o mensaje de texto, o comuníquese con el consultorio que lo envió.',
  // The signature dialog.
  Signature: 'Firma',
  Draw: 'Dibujar',
  Type: 'Escribir',
  Upload: 'Subir',
  'Signature drawing area': 'Área para dibujar la firma',
  'Your name': 'Su nombre',
  'Type your full name': 'Escriba su nombre completo',
  'Choose a style': 'Elija un estilo',
  'Upload an image of your signature': 'Suba una imagen de su firma',
  'Uploaded signature': 'Firma subida',
  'The signature pad could not be loaded. Check your connection and try again.':
    'No se pudo cargar el área de firma. Revise su conexión e inténtelo de nuevo.',
  'Tap to sign': 'Toque para firmar',
  Change: 'Cambiar',
  Remove: 'Quitar',
  Clear: 'Borrar',
  Save: 'Guardar',
  'Not now': 'Ahora no',
  'Sign with your finger, a stylus or a mouse. Using a keyboard or a screen reader? Choose Type instead.':
    'Firme con el dedo, un lápiz táctil o el mouse. ¿Usa un teclado o un lector de pantalla? Elija Escribir.',
  'Drawing is not available in this browser. Please use Type or Upload.':
    'No se puede dibujar en este navegador. Use Escribir o Subir.',
  'PNG or JPEG, 1 MB or smaller.': 'PNG o JPEG, de 1 MB o menos.',
  'Please choose a PNG or JPEG image.': 'Elija una imagen PNG o JPEG.',
  'The image must be 1 MB or smaller.': 'La imagen debe ser de 1 MB o menos.',
  'The file could not be read. Please try again.':
    'No se pudo leer el archivo. Inténtelo de nuevo.',
  // A "file or photo" question ("Subido" is the word the still-uploading notice names).
  'Take a photo': 'Tomar una foto',
  'Choose a file': 'Elegir un archivo',
  Retake: 'Tomar otra foto',
  Replace: 'Reemplazar',
  'Uploading…': 'Subiendo…',
  Uploaded: 'Subido',
  'File uploaded': 'Archivo subido',
  'Your photo for {label}': 'Su foto para {label}',
  '1 page': '1 página',
  '{count} pages': '{count} páginas',
  // The kiosk's patient screens.
  'Are you still there?': '¿Sigue ahí?',
  'For your privacy, this form will be cleared in {seconds} seconds.':
    'Para proteger su privacidad, este formulario se borrará en {seconds} segundos.',
  "I'm still here": 'Sigo aquí',
  "Thank you! You're all done.": '¡Gracias! Ya terminó.',
  'Please hand the tablet back to the front desk.':
    'Por favor, devuelva la tableta a la recepción.',
  'This screen clears in {seconds} seconds.': 'Esta pantalla se borrará en {seconds} segundos.',
  'Back to start': 'Volver al inicio',
  'Start over': 'Empezar de nuevo',
  'Kiosk mode is off': 'El modo quiosco está desactivado',
  'This tablet is no longer in kiosk mode. A staff member can sign in to start kiosk mode again.':
    'Esta tableta ya no está en modo quiosco. Un miembro del personal puede iniciar sesión para activarlo de nuevo.',
  // The kiosk's start screen, when patients start a fill themselves.
  'Choose your forms, enter your name, and tap Start.':
    'Elija sus formularios, escriba su nombre y toque Empezar.',
  'Find a form': 'Buscar un formulario',
  'Search by title': 'Buscar por título',
  'Form or bucket': 'Formulario o grupo de formularios',
  'Bucket of forms': 'Grupo de formularios',
  Form: 'Formulario',
  'No forms match your search.': 'Ningún formulario coincide con su búsqueda.',
  Start: 'Empezar',
  'Choose a form or a bucket.': 'Elija un formulario o un grupo de formularios.',
  "Enter the patient's name.": 'Escriba el nombre del paciente.',
  'The patient name can be at most 100 characters.':
    'El nombre del paciente puede tener como máximo 100 caracteres.',
};
