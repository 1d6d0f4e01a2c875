// Changing a login e-mail (decision 24): the request, the pending note, and the page the
// confirmation mail opens (routes.ts).
export { EmailChangeControls } from './EmailChangeControls';
export { LoginEmailDialog } from './LoginEmailDialog';
