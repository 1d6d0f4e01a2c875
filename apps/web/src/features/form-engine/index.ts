// The form engine's public surface: the runners pages use, and the pieces they are made of.
export { TemplateForm, type TemplateFormProps } from './TemplateForm';
export { FormFooter, type FormFooterProps } from './FormFooter';
export { FormRunner, type FormRunnerProps } from './FormRunner';
export { BundleRunner, type BundleRunnerProps } from './BundleRunner';
export { useTemplateForm } from './useTemplateForm';
