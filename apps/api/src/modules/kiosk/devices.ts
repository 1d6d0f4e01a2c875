import {
  KIOSK_DEVICE_IDLE_DAYS,
  KIOSK_DEVICE_MAX_DAYS,
  messages,
  type KioskDevice,
  type KioskDeviceCreate,
} from '@paperless/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { withdrawLink } from '../links/index.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../lib/sessions.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { companyInScope } from '../../lib/tenancy.js';

/** The clinic portal's side of kiosk mode: start a tablet, list the live ones, end one. */
export interface StaffCtx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
}

const columns = [
  'id',
  'label',
  'allow_patient_start',
  'created_at',
  'last_seen_at',
  'pin_locked_until',
] as const;

type DeviceRow = {
  id: string;
  label: string;
  allow_patient_start: boolean;
  created_at: Date;
  last_seen_at: Date | null;
  pin_locked_until: Date | null;
};

function deviceOut(row: DeviceRow, now = new Date()): KioskDevice {
  return {
    id: Number(row.id),
    label: row.label,
    allow_patient_start: row.allow_patient_start,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at?.toISOString() ?? null,
    pin_locked_until:
      row.pin_locked_until && row.pin_locked_until > now
        ? row.pin_locked_until.toISOString()
        : null,
  };
}

/**
 * Puts a tablet into kiosk mode for the caller's clinic: the token is answered once and kept
 * only as its hash; the PIN only as argon2id (hashed before the transaction: it is slow).
 */
export async function startKiosk(
  { db, auth, actor }: StaffCtx,
  body: KioskDeviceCreate,
): Promise<{ device: KioskDevice; token: string }> {
  const pinHash = await hashPassword(body.pin);
  const token = newToken();
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, body.company_id);
    const row = await trx
      .insertInto('kiosk_devices')
      .values({
        company_id: companyId,
        token_hash: hashToken(token),
        pin_hash: pinHash,
        label: body.label,
        allow_patient_start: body.allow_patient_start ?? false,
        created_by: auth.user.id,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'kiosk.started',
      targetType: 'kiosk_device',
      targetId: row.id,
      details: { company_id: companyId, allow_patient_start: row.allow_patient_start },
    });
    return { device: deviceOut(row), token };
  });
}

/**
 * Whether a device (kiosk_devices as `k`) is still in kiosk mode: not ended, used within
 * KIOSK_DEVICE_IDLE_DAYS and started within KIOSK_DEVICE_MAX_DAYS. Its token and the staff's
 * list both ask this, so a tablet the list shows is one whose token works.
 */
export const isLiveDevice = (k: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${k}.ended_at`)} is null
    and coalesce(${sql.ref(`${k}.last_seen_at`)}, ${sql.ref(`${k}.created_at`)}) > now() - make_interval(days => ${KIOSK_DEVICE_IDLE_DAYS})
    and ${sql.ref(`${k}.created_at`)} > now() - make_interval(days => ${KIOSK_DEVICE_MAX_DAYS})`;

/** The clinic's tablets still in kiosk mode, newest first. */
export async function liveKiosks(
  { db, auth }: StaffCtx,
  requestedCompany?: number,
): Promise<KioskDevice[]> {
  const companyId = await companyInScope(db, auth, requestedCompany);
  const rows = await db
    .selectFrom('kiosk_devices as k')
    .select(columns.map((c) => `k.${c}` as const))
    .where('k.company_id', '=', companyId)
    .where(isLiveDevice('k'))
    .orderBy('k.id', 'desc')
    .execute();
  return rows.map((row) => deviceOut(row));
}

/** Staff end a tablet's kiosk mode from the portal (a lost tablet, a locked PIN). */
export async function endKioskByStaff(
  { db, auth, actor }: StaffCtx,
  deviceId: number,
  requestedCompany?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompany);
    const ended = await endDevice(trx, companyId, String(deviceId), auth.user.id);
    if (!ended) throw new AppError('not_found', messages.notFound);
    await writeAudit(trx, actor, {
      action: 'kiosk.ended',
      targetType: 'kiosk_device',
      targetId: deviceId,
      details: { company_id: companyId, by: 'staff', fills_cancelled: ended.cancelled },
    });
  });
}

/**
 * Ends a live device of the company, and cancels the fills still open on it (their tokens lived
 * only in the tablet's memory). Null when the company has no such live device.
 */
export async function endDevice(
  trx: DbExecutor,
  companyId: number,
  deviceId: string,
  endedBy: number | null,
): Promise<{ cancelled: number } | null> {
  const row = await trx
    .updateTable('kiosk_devices')
    .set({ ended_at: sql<Date>`now()`, ended_by: endedBy })
    .where('id', '=', deviceId)
    .where('company_id', '=', companyId)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  const open = await trx
    .selectFrom('form_links')
    .select('id')
    .where('kiosk_device_id', '=', deviceId)
    .where('submitted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
  for (const link of open) await cancelKioskLink(trx, link.id);
  return { cancelled: open.length };
}

/** A kiosk link nobody may come back to: withdrawn as the practice's cancel does it. */
export async function cancelKioskLink(trx: DbExecutor, linkId: string): Promise<void> {
  await withdrawLink(trx, linkId, null);
}
