import {
  AUDIT_LOG_EXPORT_CAP,
  type AuditLogFilter,
  type AuditLogListResponse,
  type AuditLogQuery,
} from '@paperless/core';
import type { Db } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { AuthContext } from '../../lib/sessions.js';
import { csvHeader, csvRow } from './csv.js';
import { filtered, listEntries, withNames } from './queries.js';

interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
}

const EXPORT_BATCH = 1000;

/**
 * The filter a caller may use: a clinic user (the owner) always gets their own company's rows,
 * whatever company_id they sent; provider staff see every company.
 */
export function scopedFilter(auth: AuthContext, filter: AuditLogFilter): AuditLogFilter {
  const own = auth.user.company_id;
  return own === null ? filter : { ...filter, company_id: own };
}

/** What the audit row of a read records: the filters, never the rows themselves. */
function filterDetails(filter: AuditLogFilter): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
}

export async function listAuditLog(ctx: Ctx, query: AuditLogQuery): Promise<AuditLogListResponse> {
  const { page, per_page, ...rest } = query;
  const filter = scopedFilter(ctx.auth, rest);
  const result = await listEntries(ctx.db, filter, { page, per_page });
  // The log shows who touched which patient records: reading it is itself on the record.
  await writeAudit(ctx.db, ctx.actor, {
    action: 'audit_log.view',
    targetType: 'audit_log',
    details: { ...filterDetails(filter), page, count: result.data.length },
  });
  return { ...result, page, per_page };
}

/**
 * The filtered log as CSV, newest first, at most AUDIT_LOG_EXPORT_CAP rows, read in keyset
 * batches (by id, which unsealed rows have too) so neither the server nor the database holds the whole export at once.
 * The export is audited before the first byte leaves.
 */
export async function exportAuditLog(ctx: Ctx, rawFilter: AuditLogFilter) {
  const filter = scopedFilter(ctx.auth, rawFilter);
  await writeAudit(ctx.db, ctx.actor, {
    action: 'audit_log.export',
    targetType: 'audit_log',
    details: { ...filterDetails(filter), cap: AUDIT_LOG_EXPORT_CAP },
  });
  return csvLines(ctx.db, filter);
}

async function* csvLines(db: Db, filter: AuditLogFilter): AsyncGenerator<string> {
  yield csvHeader();
  let sent = 0;
  let before: number | null = null;
  while (sent < AUDIT_LOG_EXPORT_CAP) {
    let query = filtered(db, filter);
    if (before !== null) query = query.where('a.id', '<', before);
    const limit = Math.min(EXPORT_BATCH, AUDIT_LOG_EXPORT_CAP - sent);
    const rows = await withNames(query).orderBy('a.id', 'desc').limit(limit).execute();
    if (rows.length > 0) yield rows.map(csvRow).join('');
    sent += rows.length;
    if (rows.length < limit) return;
    before = rows[rows.length - 1]!.id;
  }
}
