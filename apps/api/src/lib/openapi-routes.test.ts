import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi-routes.js';

describe('operationIdOf', () => {
  it('reads method and path as camelCase words, a parameter as By<Name>', () => {
    expect(operationIdOf('get', '/api/company/edit/{id}')).toBe('getCompanyEditById');
    expect(operationIdOf('delete', '/api/company-users/{id}/email-change')).toBe(
      'deleteCompanyUsersByIdEmailChange',
    );
    expect(operationIdOf('get', '/api/company/invoice/{companyId}')).toBe(
      'getCompanyInvoiceByCompanyId',
    );
    expect(operationIdOf('get', '/api/audit-log/export.csv')).toBe('getAuditLogExportCsv');
  });

  it('tells apart a list and one record, and the methods on one path', () => {
    const ids = [
      operationIdOf('get', '/api/buckets'),
      operationIdOf('get', '/api/buckets/{id}'),
      operationIdOf('put', '/api/buckets/{id}'),
    ];
    expect(new Set(ids).size).toBe(3);
  });

  it('takes the name of the override list first, whatever the method case', () => {
    expect(operationIdOf('post', '/api/login')).toBe('login');
    expect(operationIdOf('POST', '/api/password/reset/{tokenId}')).toBe('resetPassword');
  });
});
