// A clinic's forms in the console: the list, the builder for its own forms, customizing a
// template, and viewing or editing one (routes.ts); and a company's forms tab.

/** A company's forms tab, loaded when the tab is opened. */
export const loadCompanyFormsTab = () => import('./CompanyFormsTab').then((m) => m.CompanyFormsTab);
