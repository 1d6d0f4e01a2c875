// The forms feature's screens, for the app shell (index.ts is what other features use).

/** The forms screen, its own chunk: loaded when first opened. */
export const loadFormsPage = () => import('./FormsPage').then((m) => m.FormsPage);
/** The form builder, its own chunk. */
export const loadCreateFormPage = () => import('./CreateFormPage').then((m) => m.CreateFormPage);
/** Customizing a template, its own chunk. */
export const loadCustomizeFormPage = () =>
  import('./customize/CustomizeFormPage').then((m) => m.CustomizeFormPage);
// Viewing and editing a form draw it with the form engine, a large chunk both screens share.
export const loadFormPreviewPage = () => import('./pages').then((m) => m.FormPreviewPage);
export const loadEditFormPage = () => import('./pages').then((m) => m.EditFormPage);
