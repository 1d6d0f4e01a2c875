import { KIOSK_PIN_LOCK_MINUTES, KIOSK_PIN_TRIES, kioskMessages } from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { notifyClinicUsers } from '../notifications/index.js';
import { endDevice } from './devices.js';
import type { KioskDevice } from './device.js';

export interface PinCtx {
  db: Db;
  cipher: Cipher;
  device: KioskDevice;
  actor: AuditActor;
}

/** Where the clinic's notice leads: Activity, whose "Kiosk mode" dialog lists and ends tablets. */
const KIOSKS_PATH = '/activity';

type Outcome = { ok: true } | { ok: false; left: number } | { ok: false; locked: true };

/**
 * The clinic's PIN at the kiosk (to start a fill when patients may not, and to leave kiosk
 * mode). Wrong PINs are counted per device; KIOSK_PIN_TRIES in a row lock PIN entry for
 * KIOSK_PIN_LOCK_MINUTES, and the clinic is told. The count and its audit row commit before the
 * refusal is answered, so a refusal cannot roll back its own record.
 *
 * The PIN is hashed outside any transaction (argon2 takes tens of milliseconds, and on the
 * embedded database a transaction holds the only connection), but what it means is decided
 * under the device row's lock, the lock's time read again there: PINs sent at once are counted
 * one after another, none is answered past the lock, and a right one arriving after the lock
 * does not clear it (Security III, finding 6).
 */
export async function checkPin(ctx: PinCtx, pin: string): Promise<void> {
  const { db, device } = ctx;
  const row = await db
    .selectFrom('kiosk_devices')
    .select(['pin_hash', 'pin_locked_until'])
    .where('id', '=', device.id)
    .executeTakeFirstOrThrow();
  if (isLocked(row.pin_locked_until))
    throw new AppError('too_many_requests', kioskMessages.pinLocked);
  const right = await verifyPassword(row.pin_hash, pin);
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const now = await trx
      .selectFrom('kiosk_devices')
      .select('pin_locked_until')
      .where('id', '=', device.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (isLocked(now.pin_locked_until)) return { ok: false, locked: true };
    return countTry(ctx, trx, right);
  });
  if ('locked' in outcome) throw new AppError('too_many_requests', kioskMessages.pinLocked);
  if (!outcome.ok) throw AppError.field('pin', kioskMessages.wrongPin(outcome.left));
}

const isLocked = (until: Date | null) => until !== null && until > new Date();

async function countTry(
  { cipher, device, actor }: PinCtx,
  trx: DbExecutor,
  right: boolean,
): Promise<Outcome> {
  if (right) {
    await trx
      .updateTable('kiosk_devices')
      .set({ pin_failures: 0, pin_locked_until: null })
      .where('id', '=', device.id)
      .execute();
    return { ok: true };
  }
  const { pin_failures: failures } = await trx
    .updateTable('kiosk_devices')
    .set({ pin_failures: sql<number>`pin_failures + 1` })
    .where('id', '=', device.id)
    .returning('pin_failures')
    .executeTakeFirstOrThrow();
  const details = { company_id: device.companyId, failures };
  if (failures < KIOSK_PIN_TRIES) {
    await writeAudit(trx, actor, {
      action: 'kiosk.pin_failed',
      outcome: 'failure',
      targetType: 'kiosk_device',
      targetId: device.id,
      details,
    });
    return { ok: false, left: KIOSK_PIN_TRIES - failures };
  }
  // The lock starts a new count: after it, the tablet gets KIOSK_PIN_TRIES again.
  await trx
    .updateTable('kiosk_devices')
    .set({
      pin_failures: 0,
      pin_locked_until: sql<Date>`now() + ${sql.raw(`interval '${KIOSK_PIN_LOCK_MINUTES} minutes'`)}`,
    })
    .where('id', '=', device.id)
    .execute();
  await writeAudit(trx, actor, {
    action: 'kiosk.pin_locked',
    outcome: 'failure',
    targetType: 'kiosk_device',
    targetId: device.id,
    details,
  });
  const body = kioskMessages.pinLockedNoticeBody(device.label);
  await notifyClinicUsers(trx, cipher, device.companyId, {
    title: kioskMessages.pinLockedNoticeTitle,
    body,
    linkPath: KIOSKS_PATH,
    email: { subject: kioskMessages.pinLockedNoticeTitle, text: body },
  });
  return { ok: false, locked: true };
}

/** The right PIN ends kiosk mode on this tablet; its open fills are cancelled with it. */
export async function exitKiosk(ctx: PinCtx, pin: string): Promise<void> {
  await checkPin(ctx, pin);
  await ctx.db.transaction().execute(async (trx) => {
    const ended = await endDevice(trx, ctx.device.companyId, ctx.device.id, null);
    if (!ended) throw new AppError('unauthenticated', kioskMessages.deviceEnded);
    await writeAudit(trx, ctx.actor, {
      action: 'kiosk.ended',
      targetType: 'kiosk_device',
      targetId: ctx.device.id,
      details: { company_id: ctx.device.companyId, by: 'pin', fills_cancelled: ended.cancelled },
    });
  });
}
