// The form engine's public surface: the runners pages use, and the pieces they are made of.
export { TemplateForm, type TemplateFormProps } from './TemplateForm';
export { FormFooter, type FormFooterProps } from './FormFooter';
export { FormRunner, type FormRunnerProps } from './FormRunner';
export { BundleRunner, type BundleProgress, type BundleRunnerProps } from './BundleRunner';
export { CustomStep, type CustomStepProps } from './CustomStep';
export type { BundleForm, CustomRunnerForm } from './bundleValues';
export { useTemplateForm } from './useTemplateForm';
