// The route screens, loaded on demand so the staff console's first load does not carry forms.
export { FormPreviewPage } from './FormPreviewPage';
export { EditFormPage } from './EditFormPage';
