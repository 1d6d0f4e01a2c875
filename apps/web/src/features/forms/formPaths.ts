import { tabPath } from '../../lib/companyTabs';

/**
 * The forms screens' paths. Provider staff act on a company from its detail page, so its id
 * travels in the query (company_id) and every screen passes it on to the API.
 */
export function formPath(kind: 'view' | 'edit', id: number, companyId?: number): string {
  const path = `/${kind}-form/${id}`;
  return companyId === undefined ? path : `${path}?company_id=${companyId}`;
}

/**
 * The customize screen (issue 17): `customize` makes a clinic's own version of a template form,
 * `customization` edits such a version (its next version).
 */
export function customizePath(mode: 'new' | 'edit', id: number, companyId?: number): string {
  const path = `/forms/${id}/${mode === 'new' ? 'customize' : 'customization'}`;
  return companyId === undefined ? path : `${path}?company_id=${companyId}`;
}

export function createFormPath(companyId?: number): string {
  return companyId === undefined ? '/create-form' : `/create-form?company_id=${companyId}`;
}

/** Where a saved (or abandoned) form goes back to: the Forms page, or the company's Forms tab. */
export function formsListPath(companyId?: number): string {
  return companyId === undefined ? '/forms' : tabPath(companyId, 'forms');
}

/** company_id from the current URL's query; absent or malformed means the user's own company. */
export function companyIdFrom(search: URLSearchParams): number | undefined {
  const raw = search.get('company_id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : undefined;
}
