import { describe, expect, it } from 'vitest';
import { tabFromPath, tabPath } from './companyTabs';

describe('company detail tabs', () => {
  it('reads the tab from the last path segment, falling back to Company Details', () => {
    expect(tabFromPath('/companyDetails/5')).toBe('companyDetails');
    expect(tabFromPath('/companyDetails/5/')).toBe('companyDetails');
    expect(tabFromPath('/companyDetails/5/financeDetails')).toBe('financeDetails');
    expect(tabFromPath('/companyDetails/5/submittedForms')).toBe('submittedForms');
    expect(tabFromPath('/companyDetails/5/bucket')).toBe('bucket');
    expect(tabFromPath('/companyDetails/5/activity')).toBe('activity');
    expect(tabFromPath('/companyDetails/5/somethingElse')).toBe('companyDetails');
  });

  it('gives Company Details the base path and every other tab a sub-path', () => {
    expect(tabPath(5, 'companyDetails')).toBe('/companyDetails/5');
    expect(tabPath(5, 'forms')).toBe('/companyDetails/5/forms');
    expect(tabPath(5, 'activity')).toBe('/companyDetails/5/activity');
  });
});
