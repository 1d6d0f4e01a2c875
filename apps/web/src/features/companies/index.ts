// The provider's clients (the clinics): their list, their forms to add and edit, and a company's
// detail page with its tabs.
export { logoProblem } from './LogoInput';

/** The clients screen, its own chunk: loaded when first opened. */
export const loadClientsPage = () => import('./ClientsPage').then((m) => m.ClientsPage);
/** A company's detail page and its tabs, its own chunk. */
export const loadCompanyDetailsPage = () =>
  import('./CompanyDetailsPage').then((m) => m.CompanyDetailsPage);
