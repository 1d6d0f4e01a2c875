// Changing a login e-mail (decision 24): the request, the pending note, and the page the
// confirmation mail opens.
export { EmailChangeControls } from './EmailChangeControls';
export { LoginEmailDialog } from './LoginEmailDialog';

/** The confirmation link's page, its own chunk: opened from a mail, often signed out. */
export const loadEmailChangePage = () => import('./EmailChangePage').then((m) => m.EmailChangePage);
