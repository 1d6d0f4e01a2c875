import {
  LINK_LIST_COUNT_CAP,
  submissionUrl,
  type LinkState,
  type SentLink,
  type SentLinkListParams,
  type SentLinkListResponse,
} from '@paperless/core';
import type { ExpressionBuilder, SqlBool, Expression } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { Cipher } from '../../../lib/crypto.js';
import { writeAudit } from '../../../lib/audit.js';
import { clinicInScope } from '../../../lib/tenancy.js';
import { pdfNameOf, statusOf } from '../../submissions/index.js';
import { linksWithTitles, sentLinkOf, withLinkColumns } from './link-view.js';
import { recipientMacs } from '../../../lib/recipient.js';
import type { Ctx } from './service.js';

type From = Database & { l: Database['form_links'] };
type LinkEb = ExpressionBuilder<From, 'l'>;

/** `%term%` for ILIKE, with the term's own wildcards taken literally (backslash escapes). */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The state filter in SQL, the same order of precedence as core's linkState. */
function inState(eb: LinkEb, state: LinkState, now: Date): Expression<SqlBool> {
  const open = [eb('l.submitted_at', 'is', null), eb('l.cancelled_at', 'is', null)];
  const live = [...open, eb('l.expires_at', '>', now)];
  switch (state) {
    case 'completed':
      return eb('l.submitted_at', 'is not', null);
    case 'cancelled':
      return eb.and([open[0]!, eb('l.cancelled_at', 'is not', null)]);
    case 'expired':
      return eb.and([...open, eb('l.expires_at', '<=', now)]);
    case 'in_progress':
      return eb.and([...live, eb('l.progress_at', 'is not', null)]);
    case 'opened':
      return eb.and([...live, eb('l.progress_at', 'is', null), eb('l.opened_at', 'is not', null)]);
    case 'waiting':
      return eb.and([...live, eb('l.progress_at', 'is', null), eb('l.opened_at', 'is', null)]);
  }
}

interface Search {
  pattern: string;
  macs: string[];
  formIds: number[];
  bucketIds: number[];
}

/**
 * What a search matches: part of the patient's name; the whole recipient (its MAC, as an e-mail
 * and as a phone number, under every key); the title of the company's forms and buckets,
 * resolved to ids first so the links are matched by an indexed id, not a join per row.
 */
async function searchOf(
  db: DbExecutor,
  cipher: Cipher,
  companyId: number,
  q: string,
): Promise<Search> {
  const pattern = containing(q);
  const [forms, buckets] = await Promise.all([
    db
      .selectFrom('forms')
      .select('id')
      .where('company_id', '=', companyId)
      .where('title', 'ilike', pattern)
      .execute(),
    db
      .selectFrom('buckets')
      .select('id')
      .where('company_id', '=', companyId)
      .where('title', 'ilike', pattern)
      .execute(),
  ]);
  return {
    pattern,
    macs: [...recipientMacs(cipher, 'email', q), ...recipientMacs(cipher, 'sms', q)],
    formIds: forms.map((f) => f.id),
    bucketIds: buckets.map((b) => b.id),
  };
}

function matches(eb: LinkEb, search: Search): Expression<SqlBool> {
  const any: Expression<SqlBool>[] = [eb('l.patient_name', 'ilike', search.pattern)];
  if (search.macs.length > 0) any.push(eb('l.recipient_mac', 'in', search.macs));
  if (search.formIds.length > 0) any.push(eb('l.form_id', 'in', search.formIds));
  if (search.bucketIds.length > 0) any.push(eb('l.bucket_id', 'in', search.bucketIds));
  return eb.or(any);
}

/** The submitted files of these completed links, by link id, oldest first. */
async function filesOf(db: DbExecutor, companyId: number, linkIds: string[]) {
  const files = new Map<string, SentLink['files']>();
  if (linkIds.length === 0) return files;
  // Through the link's encounter: encounters.link_id is unique (indexed), submissions.link_id
  // has no index.
  const rows = await db
    .selectFrom('encounters as e')
    .innerJoin('submissions as s', 's.encounter_id', 'e.id')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .select([
      'e.link_id',
      'e.patient_first_name',
      'e.patient_last_name',
      'c.time_zone',
      's.id',
      's.form_name',
      's.pdf_name',
      's.pdf_key',
      's.pdf_status',
      's.created_at',
    ])
    .where('e.company_id', '=', companyId)
    .where('e.link_id', 'in', linkIds)
    .orderBy('s.id')
    .execute();
  for (const row of rows) {
    const key = String(row.link_id);
    const list = files.get(key) ?? [];
    list.push({
      submission_id: Number(row.id),
      form_name: row.form_name,
      url: submissionUrl(Number(row.id)),
      // The filing name, as Submitted Forms shows it (issue 18).
      pdf_name: pdfNameOf(row, {
        firstName: row.patient_first_name,
        lastName: row.patient_last_name,
        timeZone: row.time_zone,
      }),
      status: statusOf(row),
    });
    files.set(key, list);
  }
  return files;
}

/**
 * The Activity list: a company's sent links, newest first, one page, filtered and searched in
 * SQL. The total is counted up to LINK_LIST_COUNT_CAP only, so a busy clinic's list costs no
 * full count. Recipients are patients' contacts, so every read is audited (never the search).
 */
export async function linksOf(
  { db, auth, actor, cipher }: Ctx,
  query: SentLinkListParams,
): Promise<SentLinkListResponse> {
  const { id: companyId, timeZone } = await clinicInScope(db, auth, query.company_id);
  const now = new Date();
  const q = query.q ?? '';
  const search = q ? await searchOf(db, cipher, companyId, q) : null;
  const { form_id: formId, bucket_id: bucketId, state } = query;
  const base = linksWithTitles(db)
    .where('l.company_id', '=', companyId)
    .$if(formId !== undefined, (qb) => qb.where('l.form_id', '=', formId!))
    .$if(bucketId !== undefined, (qb) => qb.where('l.bucket_id', '=', bucketId!))
    .$if(state !== undefined, (qb) => qb.where((eb) => inState(eb, state!, now)))
    .$if(search !== null, (qb) => qb.where((eb) => matches(eb, search!)));
  const [rows, counted] = await Promise.all([
    withLinkColumns(base)
      // (company_id, created_at) is indexed: the page is read in that order, id breaks ties.
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    db
      .selectFrom(
        base
          .select('l.id')
          .limit(LINK_LIST_COUNT_CAP + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const files = await filesOf(
    db,
    companyId,
    rows.filter((r) => r.submitted_at !== null).map((r) => r.id),
  );
  const data: SentLink[] = rows.map((row) => ({
    ...sentLinkOf(row, cipher, now),
    files: files.get(String(row.id)) ?? [],
  }));
  const n = Number(counted.n);
  await writeAudit(db, actor, {
    action: 'link.list',
    targetType: formId ? 'form' : bucketId ? 'bucket' : 'company',
    targetId: formId ?? bucketId ?? companyId,
    details: {
      company_id: companyId,
      page: query.page,
      rows: data.length,
      searched: search !== null,
      ...(state ? { state } : {}),
    },
  });
  return {
    data,
    total: Math.min(n, LINK_LIST_COUNT_CAP),
    total_capped: n > LINK_LIST_COUNT_CAP,
    page: query.page,
    per_page: query.per_page,
    time_zone: timeZone,
  };
}
