import {
  COPY_MAX_DOB_FAILURES,
  DEFAULT_PATIENT_LANGUAGE,
  localizeText,
  patientCopyMessages as m,
  type PatientCopyKind,
  type PatientLanguage,
  type PublicCopyResponse,
} from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { hashToken } from '../../lib/tokens.js';
import { copyPdfOf } from './pdf.js';
import { copyWait, promiseCopy } from './promise.js';

/** A copy a token opens, with its practice; the copy's state is judged by the caller. */
export interface FoundCopy {
  id: string;
  companyId: number;
  encounterId: string;
  kind: PatientCopyKind;
  expiresAt: Date;
  expired: boolean;
  locked: boolean;
  failures: number;
  practiceName: string;
  timeZone: string;
  /** The language the patient last saw their link in: the copy's refusals are in it (issue 21). */
  language: PatientLanguage;
}

/** A copy's message in the copy's language (the validators and messages write English). */
const sayTo = (copy: Pick<FoundCopy, 'language'>, text: string) =>
  localizeText(text, copy.language);

/** A token that opens no copy (never made, or its practice is gone): one answer for all. */
export const unknownCopy = () => new AppError('not_found', m.unknown);

/**
 * The copy a token opens, or undefined. `lock` takes the row for the transaction, so two wrong
 * birth dates at once both count.
 */
async function findCopy(db: DbExecutor, token: string, lock = false) {
  let query = db
    .selectFrom('patient_copies as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    // A copy is of a visit filled from a link; the link holds the language the patient read.
    .leftJoin('encounters as e', 'e.id', 'p.encounter_id')
    .leftJoin('form_links as l', 'l.id', 'e.link_id')
    .select([
      'p.id',
      'p.company_id',
      'p.encounter_id',
      'p.kind',
      'p.expires_at',
      'p.failures',
      'p.locked_at',
      sql<boolean>`p.expires_at <= now()`.as('expired'),
      'c.name',
      'c.time_zone',
      'l.language',
    ])
    .where('p.token_hash', '=', hashToken(token))
    .where('c.status', '=', 1)
    .where('c.deleted_at', 'is', null);
  if (lock) query = query.forUpdate('p');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    id: String(row.id),
    companyId: row.company_id,
    encounterId: String(row.encounter_id),
    kind: row.kind,
    expiresAt: row.expires_at,
    expired: row.expired,
    locked: row.locked_at !== null,
    failures: row.failures,
    practiceName: row.name,
    timeZone: row.time_zone,
    language: row.language ?? DEFAULT_PATIENT_LANGUAGE,
  } satisfies FoundCopy;
}

const actorFor = (copy: FoundCopy, ip: string): AuditActor => ({
  userId: null,
  role: null,
  companyId: copy.companyId,
  ip,
});

/**
 * Why a found copy cannot be used, audited: expired (410) or locked by wrong birth dates (429).
 * A locked copy stays locked when it also expires: the patient is told to ask the practice
 * either way.
 */
async function refusalOf(db: DbExecutor, copy: FoundCopy, ip: string): Promise<AppError | null> {
  const reason = copy.locked ? 'locked' : copy.expired ? 'expired' : null;
  if (!reason) return null;
  await writeAudit(db, actorFor(copy, ip), {
    action: 'patient_copy.refused',
    outcome: 'denied',
    targetType: 'patient_copy',
    targetId: copy.id,
    details: { reason, kind: copy.kind },
  });
  return reason === 'locked'
    ? new AppError('too_many_requests', sayTo(copy, m.locked(copy.practiceName)))
    : new AppError('gone', sayTo(copy, m.expired(copy.practiceName)));
}

/** What the copy's page shows before anything of the patient's: the practice and the state. */
export async function openCopy(
  db: Db,
  token: string,
  ip: string,
): Promise<PublicCopyResponse['data']> {
  const copy = await findCopy(db, token);
  if (!copy) throw unknownCopy();
  const refused = await refusalOf(db, copy, ip);
  if (refused) throw refused;
  const waiting = await db
    .selectFrom('submissions')
    .select('id')
    .where('encounter_id', '=', copy.encounterId)
    .where((eb) => eb.or([eb('pdf_status', 'is', null), eb('pdf_status', '!=', 'ready')]))
    .executeTakeFirst();
  return {
    kind: copy.kind,
    practice: { name: copy.practiceName },
    expires_at: copy.expiresAt.toISOString(),
    needs_dob: copy.kind === 'email',
    ready: waiting === undefined,
  };
}

/**
 * The gate of an e-mailed copy: the birth date the visit was filed under. A wrong one counts,
 * under the row's lock, and the fifth locks the copy for good; the count and the lock commit
 * even though the request is refused. The birth date itself is never recorded.
 */
async function checkedCopy(
  db: Db,
  token: string,
  dob: string | undefined,
  ip: string,
): Promise<FoundCopy> {
  const outcome = await db.transaction().execute(async (trx) => {
    const copy = await findCopy(trx, token, true);
    if (!copy) return { error: unknownCopy() };
    const refused = await refusalOf(trx, copy, ip);
    if (refused) return { error: refused };
    if (copy.kind === 'download') return { copy };
    if (!dob) return { error: AppError.field('dob', sayTo(copy, m.dobRequired)) };
    const match = await trx
      .selectFrom('encounters')
      .select('id')
      .where('id', '=', copy.encounterId)
      .where(sql<boolean>`patient_dob = ${dob}::date`)
      .executeTakeFirst();
    if (match) {
      if (copy.failures > 0) {
        await trx
          .updateTable('patient_copies')
          .set({ failures: 0 })
          .where('id', '=', copy.id)
          .execute();
      }
      return { copy };
    }
    const failures = copy.failures + 1;
    const locks = failures >= COPY_MAX_DOB_FAILURES;
    await trx
      .updateTable('patient_copies')
      .set({ failures, ...(locks ? { locked_at: new Date() } : {}) })
      .where('id', '=', copy.id)
      .execute();
    await writeAudit(trx, actorFor(copy, ip), {
      action: locks ? 'patient_copy.locked' : 'patient_copy.dob_failed',
      outcome: 'denied',
      targetType: 'patient_copy',
      targetId: copy.id,
      details: { failures },
    });
    return {
      error: locks
        ? new AppError('too_many_requests', sayTo(copy, m.locked(copy.practiceName)))
        : AppError.field('dob', sayTo(copy, m.wrongDob(COPY_MAX_DOB_FAILURES - failures))),
    };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.copy;
}

/** What asking for a copy's PDF gives: the file, or what the patient is told will follow. */
export type CopyView = { fileName: string; bytes: Buffer } | { promised: string };

/**
 * The visit's PDFs as one file, for the holder of a copy's token (and, for an e-mailed copy,
 * the patient's birth date). Every view is audited with the copy and the visit, never the
 * birth date; a PDF still being made answers 409 and the page asks again, until the PDFs are
 * late or failed: then the copy is promised by the link's channel (promise.ts, issue 39).
 */
export async function viewCopy(
  deps: { db: Db; storage: Storage; cipher: Cipher },
  token: string,
  dob: string | undefined,
  ip: string,
): Promise<CopyView> {
  const copy = await checkedCopy(deps.db, token, dob, ip);
  const wait = await copyWait(deps.db, copy);
  if (wait !== 'wait') return { promised: await promiseCopy(deps, copy, wait, actorFor(copy, ip)) };
  const file = await copyPdfOf(deps, copy);
  await deps.db
    .updateTable('patient_copies')
    .set({ last_viewed_at: new Date() })
    .where('id', '=', copy.id)
    .execute();
  await writeAudit(deps.db, actorFor(copy, ip), {
    action: 'patient_copy.viewed',
    targetType: 'patient_copy',
    targetId: copy.id,
    details: { encounter_id: copy.encounterId, kind: copy.kind, forms: file.forms },
  });
  return { fileName: file.fileName, bytes: file.bytes };
}
