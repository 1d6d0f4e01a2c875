/**
 * Spanish (US) for the validation messages and notices of the templates, the uploads and the
 * e-sign consent. Keys are the English texts; a key with {{params}} is a pattern
 * (message-patterns.ts) and its translation names the same params.
 */
export const esMessages: Readonly<Record<string, string>> = {
  'Patient first name is required': 'El nombre del paciente es obligatorio',
  'Patient last name is required': 'El apellido del paciente es obligatorio',
  'Date of birth is required': 'La fecha de nacimiento es obligatoria',
  'Please enter a valid email address': 'Escriba un correo electrónico válido',
  'Please enter a valid phone number': 'Escriba un número de teléfono válido',
  'Name cannot be just numbers': 'El nombre no puede tener solo números',
  'Name can only contain letters, spaces, hyphens, and apostrophes':
    'El nombre solo puede tener letras, espacios, guiones y apóstrofos',
  'Name must be at least 2 characters': 'El nombre debe tener al menos 2 caracteres',
  'Address cannot be just numbers': 'La dirección no puede tener solo números',
  'Address must be at least 5 characters': 'La dirección debe tener al menos 5 caracteres',
  'Relationship cannot be just numbers': 'El parentesco no puede tener solo números',
  'Relationship must be at least 2 characters': 'El parentesco debe tener al menos 2 caracteres',
  'City name cannot be just numbers': 'El nombre de la ciudad no puede tener solo números',
  'City name must be at least 2 characters':
    'El nombre de la ciudad debe tener al menos 2 caracteres',
  'Please enter state and zip in format: TX, 75028':
    'Escriba el estado y el código postal con este formato: TX, 75028',
  'Please choose one of the listed options': 'Elija una de las opciones de la lista',
  'Reason for request is required': 'El motivo de la solicitud es obligatorio',
  'Physician/medical facility name is required':
    'El nombre del médico o centro médico es obligatorio',
  'Records requested is required': 'Indique qué expedientes solicita',
  'Phone number is required': 'El número de teléfono es obligatorio',
  'Fax number is required': 'El número de fax es obligatorio',
  'Address is required': 'La dirección es obligatoria',
  'Patient signature is required': 'La firma del paciente es obligatoria',
  'Consent selection is required': 'Indique si da su consentimiento',
  'At least one medical condition is required': 'Escriba al menos una enfermedad',
  'Please enter a valid fax number': 'Escriba un número de fax válido',
  'Guardian name must be at least 2 characters':
    'El nombre del tutor legal debe tener al menos 2 caracteres',
  'Guardian signature is required when guardian name is provided':
    'Si escribe el nombre del tutor legal, la firma del tutor legal es obligatoria',
  'Either patient signature or guardian signature is required':
    'Se necesita la firma del paciente o la del tutor legal',
  'Gender selection is required': 'Indique su sexo',
  'Medication allergies selection is required': 'Indique si tiene alergia a algún medicamento',
  'Occupation is required': 'La ocupación es obligatoria',
  'Marital status selection is required': 'Indique su estado civil',
  'Tobacco use selection is required': 'Indique si consume tabaco',
  'Alcohol use selection is required': 'Indique si toma bebidas alcohólicas',
  'Please select at least one tobacco type': 'Elija al menos un tipo de tabaco',
  'Tobacco amount per day is required': 'Indique cuánto tabaco consume por día',
  'Alcohol amount is required': 'Indique cuánto alcohol toma',
  'Date is required for this surgery': 'Indique la fecha de esta cirugía',
  'City is required': 'La ciudad es obligatoria',
  'State is required': 'El estado es obligatorio',
  'Email is required': 'El correo electrónico es obligatorio',
  'Home phone is required': 'El teléfono de casa es obligatorio',
  'Cell phone is required': 'El teléfono celular es obligatorio',
  'Pharmacy name is required': 'El nombre de la farmacia es obligatorio',
  'Pharmacy address is required': 'La dirección de la farmacia es obligatoria',
  'Pharmacy phone is required': 'El teléfono de la farmacia es obligatorio',
  'Pharmacy fax is required': 'El fax de la farmacia es obligatorio',
  'Insured date of birth is required': 'La fecha de nacimiento del asegurado es obligatoria',
  'Insured cell phone is required': 'El teléfono celular del asegurado es obligatorio',
  'Guarantor address is required': 'La dirección del garante es obligatoria',
  'Relationship to policyholder is required':
    'El parentesco con el titular de la póliza es obligatorio',
  'Emergency contact name is required': 'El nombre del contacto de emergencia es obligatorio',
  'Emergency relationship is required': 'El parentesco del contacto de emergencia es obligatorio',
  'Emergency phone is required': 'El teléfono del contacto de emergencia es obligatorio',
  'Authorized person name is required': 'El nombre de la persona autorizada es obligatorio',
  'Authorized relationship is required': 'El parentesco de la persona autorizada es obligatorio',
  'Signature is required': 'La firma es obligatoria',
  'Invalid email format': 'El formato del correo electrónico no es válido',
  'Relationship to patient is required': 'El parentesco con el paciente es obligatorio',
  'Date is required': 'La fecha es obligatoria',
  'Representative information is required': 'Los datos del representante son obligatorios',
  'Please select whether you have an advance directive.':
    'Indique si tiene una directiva anticipada.',
  'Witness signature is required': 'La firma del testigo es obligatoria',
  'Please answer whether you have secondary insurance':
    'Indique si tiene un seguro médico secundario',
  'Photo of the front of the insurance card is required':
    'La foto del frente de la tarjeta del seguro es obligatoria',
  'Photo of the back of the insurance card is required':
    'La foto del reverso de la tarjeta del seguro es obligatoria',
  'Photo ID is required': 'La identificación con foto es obligatoria',
  'Insurance company is required': 'La compañía de seguro médico es obligatoria',
  'Insurance member ID is required': 'El número de miembro del seguro es obligatorio',
  "Policy holder's first name is required": 'El nombre del titular de la póliza es obligatorio',
  "Policy holder's last name is required": 'El apellido del titular de la póliza es obligatorio',
  "Policy holder's date of birth is required":
    'La fecha de nacimiento del titular de la póliza es obligatoria',
  "Policy holder's relationship to the patient is required":
    'El parentesco del titular de la póliza con el paciente es obligatorio',
  'Secondary insurance company is required':
    'La compañía del seguro médico secundario es obligatoria',
  'Secondary insurance member ID is required':
    'El número de miembro del seguro secundario es obligatorio',
  "Secondary policy holder's first name is required":
    'El nombre del titular de la póliza secundaria es obligatorio',
  "Secondary policy holder's last name is required":
    'El apellido del titular de la póliza secundaria es obligatorio',
  "Secondary policy holder's date of birth is required":
    'La fecha de nacimiento del titular de la póliza secundaria es obligatoria',
  "Secondary policy holder's relationship to the patient is required":
    'El parentesco del titular de la póliza secundaria con el paciente es obligatorio',
  // Uploads
  'Choose a photo (JPEG, PNG or WebP) or a PDF.': 'Elija una foto (JPEG, PNG o WebP) o un PDF.',
  'This file is larger than 10 MB. Take the photo again or choose a smaller file.':
    'Este archivo pesa más de 10 MB. Tome la foto de nuevo o elija un archivo más pequeño.',
  'This file could not be read. Take the photo again or choose another file.':
    'No se pudo leer este archivo. Tome la foto de nuevo o elija otro archivo.',
  'This question does not take a file.': 'Esta pregunta no acepta archivos.',
  'This PDF has more than {{pages}} pages. Choose a shorter file or take photos of the pages you need.':
    'Este PDF tiene más de {{pages}} páginas. Elija un archivo más corto o tome fotos de las páginas que necesite.',
  'This list can have at most {{max}} entries.': 'Esta lista admite como máximo {{max}} elementos.',
  "These files are over this form's size limit. Please contact the practice.":
    'Estos archivos superan el límite de tamaño de este formulario. Comuníquese con el consultorio.',
  'A file is still uploading. Submit again once it shows "Uploaded".':
    'Todavía se está subiendo un archivo. Envíe de nuevo cuando aparezca "Subido".',
  'The uploaded file could not be found.': 'No se encontró el archivo subido.',
  'The stored file does not match its recorded checksum, so it was not sent. Please contact support.':
    'El archivo guardado no coincide con su suma de verificación registrada, por lo que no se envió. Comuníquese con soporte técnico.',
  '{{label}} must be a file you uploaded': '{{label}}: debe ser un archivo que usted subió',
  '{{label}}: please upload the file again': '{{label}}: por favor, suba el archivo de nuevo',
  // Shared by every template's validator
  '{{label}} seems invalid': '{{label}}: la fecha no es válida',
  '{{label}} cannot be in the future': '{{label}}: no puede ser una fecha futura',
  'Date is required for {{label}}': 'Indique la fecha de: {{label}}',
  'Please specify which family member has {{condition}}':
    'Indique qué familiar tiene {{condition}}',
  '{{label}}: the answer can be at most {{max}} characters.':
    '{{label}}: la respuesta puede tener como máximo {{max}} caracteres.',
  'If you would like information about advance directives, please ask our staff.':
    'Si desea información sobre las directivas anticipadas, pregunte a nuestro personal.',
  'Submission Error': 'Error al enviar',
  'An error occurred while submitting the form. Please try again.':
    'Ocurrió un error al enviar el formulario. Por favor, inténtelo de nuevo.',
  // A clinic's own questions: the label is the clinic's and stays as written.
  '{{label}} is required': '{{label}}: esta respuesta es obligatoria',
  '{{label}} must be a valid email': '{{label}}: escriba un correo electrónico válido',
  '{{label}} must be a valid phone number': '{{label}}: escriba un número de teléfono válido',
  '{{label}} must be a number': '{{label}}: escriba un número',
  '{{label}} must be one of the listed options': '{{label}}: elija una de las opciones de la lista',
  '{{label}} must be at least {{n}} characters': '{{label}}: escriba al menos {{n}} caracteres',
  '{{label}} must be at most {{n}} characters': '{{label}}: escriba como máximo {{n}} caracteres',
  '{{label}} must be at least {{n}}': '{{label}}: debe ser {{n}} o más',
  '{{label}} must be at most {{n}}': '{{label}}: debe ser {{n}} o menos',
  '{{label}} must be a valid date': '{{label}}: escriba una fecha válida',
  '{{label}} cannot be in the past': '{{label}}: no puede ser una fecha pasada',
  '{{label}} must be 1 to 4 letters': '{{label}}: escriba de 1 a 4 letras',
};
