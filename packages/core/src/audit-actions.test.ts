import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, auditActionName, isCataloguedAuditAction } from './audit-actions.js';

// That every code the server writes is named is checked against the API's source, in
// apps/api/src/modules/audit-log/action-names.test.ts.
describe('auditActionName', () => {
  it('reads a catalogued code in plain words', () => {
    expect(auditActionName('auth.login')).toBe('Signed in');
    expect(auditActionName('form.customize')).toBe('Customized a form');
    expect(auditActionName('staff_user.role_change')).toBe("Changed a user's role");
  });

  it('makes words of a code it does not know', () => {
    expect(isCataloguedAuditAction('visit.reschedule')).toBe(false);
    expect(auditActionName('visit.reschedule')).toBe('Visit reschedule');
    expect(auditActionName('billing.refund.issue_partial')).toBe('Billing refund issue partial');
    expect(auditActionName('Export')).toBe('Export');
    expect(auditActionName('')).toBe('');
    expect(auditActionName('...')).toBe('...');
  });

  it('never takes a name from the object prototype', () => {
    expect(isCataloguedAuditAction('toString')).toBe(false);
    expect(auditActionName('constructor')).toBe('Constructor');
  });

  it('gives each code its own name, so the action filter never lists two alike', () => {
    const names = Object.values(AUDIT_ACTION_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][^.]*[^.\s]$/);
  });
});
