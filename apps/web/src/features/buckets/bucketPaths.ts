import { tabPath } from '../../lib/companyTabs';

/**
 * Where the bucket screens lead. A provider works on a client from its detail page, so the
 * company rides along as ?company_id=N and the editor returns to that company's Bucket tab.
 */
function withCompany(path: string, companyId: number | undefined): string {
  return companyId === undefined ? path : `${path}?company_id=${companyId}`;
}

export const createBucketPath = (companyId: number | undefined) =>
  withCompany('/create-bucket', companyId);

export const editBucketPath = (id: number, companyId: number | undefined) =>
  withCompany(`/edit-bucket/${id}`, companyId);

export const bucketListPath = (companyId: number | undefined) =>
  companyId === undefined ? '/buckets' : tabPath(companyId, 'bucket');

/** The company_id a bucket screen was opened with, if it is a usable id. */
export function companyIdFrom(search: URLSearchParams): number | undefined {
  const raw = search.get('company_id');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
