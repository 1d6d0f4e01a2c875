// The route screens, loaded on demand so the staff console's first load does not carry forms.
// The console draws templates from core's getTemplate: their parts come with these screens.
import { registerAllTemplateParts } from '../form-engine';

registerAllTemplateParts();

export { FormPreviewPage } from './FormPreviewPage';
export { EditFormPage } from './EditFormPage';
