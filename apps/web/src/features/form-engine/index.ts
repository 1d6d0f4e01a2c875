// The form engine draws a form for a patient: the templates and the clinic's own forms, their
// fields, rules and uploads. Its face: the runners pages use, and the pieces they are made of.
export { TemplateForm, type TemplateFormProps } from './TemplateForm';
export { FormFooter, type FormFooterProps } from './FormFooter';
export { FormRunner, type FormRunnerProps } from './FormRunner';
export { BundleRunner, type BundleProgress, type BundleRunnerProps } from './BundleRunner';
export { CustomStep, type CustomStepProps } from './CustomStep';
export { CustomFormView } from './CustomFormView';
export { missingIdentityFields, type BundleForm, type CustomRunnerForm } from './bundleValues';
export { PatientIdentityInputs } from './PatientIdentityInputs';
export { useTemplateForm } from './useTemplateForm';
export { knownTemplateId, useTailoredTemplate } from './loadTemplate';
export { registerAllTemplateParts } from './allTemplateParts';
export { SubmissionError, submissionMessage } from './SubmissionError';
export { DateInput } from './fields/DateField';
export { preloadFileUpload } from './FileUploadField';
export { PREVIEW_UPLOAD_NOTE } from './UploadFrame';
export { UploadsTo, type UploadFile } from './uploadTarget';
