// The companies feature's screens, for the app shell (index.ts is what other features use).

/** The clients screen, its own chunk: loaded when first opened. */
export const loadClientsPage = () => import('./ClientsPage').then((m) => m.ClientsPage);
/** A company's detail page and its tabs, its own chunk. */
export const loadCompanyDetailsPage = () =>
  import('./CompanyDetailsPage').then((m) => m.CompanyDetailsPage);
