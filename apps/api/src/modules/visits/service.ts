import {
  addLocalDays,
  localDateOf,
  startOfLocalDay,
  type VisitDay,
  type VisitsResponse,
} from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import type { AuthContext } from '../../lib/sessions.js';
import { clinicInScope } from '../../lib/tenancy.js';
import { linksWithTitles, sentLinkOf, withLinkColumns } from '../links/index.js';

export interface VisitsCtx {
  db: DbExecutor;
  auth: AuthContext;
  actor: AuditActor;
  cipher: Cipher;
}

export interface VisitsRequest {
  company_id?: number | undefined;
  from?: string | undefined;
  days: number;
}

/**
 * The Visits view: every day from `from` (the clinic's today unless named) for `days` days, in
 * the clinic's zone, each with its visits in time order and how many of their packets are
 * complete ("8 of 12 ready"). Days without visits are listed too, so the screen shows the week
 * as it is. A cancelled link is no visit to prepare for, so it is left out.
 */
export async function visitsOf(
  { db, auth, actor, cipher }: VisitsCtx,
  query: VisitsRequest,
): Promise<VisitsResponse['data']> {
  const { id: companyId, timeZone } = await clinicInScope(db, auth, query.company_id);
  const now = new Date();
  const from = query.from ?? localDateOf(now, timeZone);
  const rows = await withLinkColumns(
    linksWithTitles(db)
      .where('l.company_id', '=', companyId)
      .where('l.visit_at', '>=', startOfLocalDay(from, timeZone))
      .where('l.visit_at', '<', startOfLocalDay(addLocalDays(from, query.days), timeZone))
      .where('l.cancelled_at', 'is', null),
  )
    .orderBy('l.visit_at')
    .orderBy('l.id')
    .execute();

  const days = new Map<string, VisitDay>();
  for (let i = 0; i < query.days; i++) {
    const date = addLocalDays(from, i);
    days.set(date, { date, total: 0, ready: 0, visits: [] });
  }
  for (const row of rows) {
    const link = sentLinkOf(row, cipher, now);
    const day = days.get(localDateOf(row.visit_at!, timeZone));
    // A kiosk link (issue 19) is filled at the practice and never has a visit to prepare for.
    if (!day || link.channel === 'kiosk') continue;
    day.visits.push({
      link_id: link.id,
      visit_at: link.visit_at!,
      patient_name: link.patient_name,
      kind: link.kind,
      title: link.title,
      channel: link.channel,
      recipient: link.recipient,
      state: link.state,
    });
    day.total += 1;
    if (link.state === 'completed') day.ready += 1;
  }
  const list = [...days.values()];
  await writeAudit(db, actor, {
    action: 'visit.list',
    targetType: 'company',
    targetId: companyId,
    details: {
      company_id: companyId,
      days: query.days,
      visits: rows.length,
      ready: list.reduce((n, d) => n + d.ready, 0),
    },
  });
  return { time_zone: timeZone, from, days: list };
}
