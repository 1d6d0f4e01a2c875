// The provider's clients (the clinics): their list, their forms to add and edit, and a company's
// detail page with its tabs (routes.ts). Others use only the logo check.
export { logoProblem } from './LogoInput';
