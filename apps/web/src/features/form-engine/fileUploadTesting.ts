import type { FileUploadFieldProps } from './UploadFrame';

/** The file question FileUploadField's tests draw: a Spanish link's insurance card. */
export const CARD_QUESTION: FileUploadFieldProps['common'] = {
  label: 'Tarjeta del seguro',
  name: 'card',
  description: undefined,
  error: undefined,
  withAsterisk: false,
};
