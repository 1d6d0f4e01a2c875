/**
 * Spanish for the words of a patient link's frame (issue 40): the skeleton's name and the
 * language switch, drawn before anything else, with the step count, the form's buttons and the
 * validation notice. The browser loads only these with a Spanish link's first screen (apps/web
 * patient-language/spanish.ts); the rest of the catalogue, with i18next, loads while the skeleton
 * shows. Kept small: a Spanish link's first load has the same 150 KB budget as an English one.
 */
export const esPatientFrame: Readonly<Record<string, string>> = {
  'Language / Idioma': 'Idioma / Language',
  'Loading form': 'Cargando el formulario',
  'Loading forms': 'Cargando los formularios',
  Loading: 'Cargando',
  'Form {step} of {total}': 'Formulario {step} de {total}',
  'Validation Error': 'Error de validación',
  '1 answer needs attention': '1 respuesta necesita su atención',
  '{count} answers need attention': '{count} respuestas necesitan su atención',
  'Answers to fix': 'Respuestas que debe corregir',
  'Close notice': 'Cerrar el aviso',
  Dismiss: 'Cerrar',
  Previous: 'Anterior',
  Next: 'Siguiente',
  Submit: 'Enviar',
  'Processing...': 'Procesando...',
  'Submitting...': 'Enviando...',
  'Continue on another device': 'Continuar en otro dispositivo',
  'This form has no fields yet.': 'Este formulario todavía no tiene preguntas.',
  '1 more question below': 'Hay 1 pregunta más abajo',
  '{count} more questions below': 'Hay {count} preguntas más abajo',
  // The one-tap answer of a patient signing for themselves (issue 36), a form-engine word.
  'I am the patient': 'Soy el/la paciente',
};
