import {
  KIOSK_LINK_HOURS,
  kioskMessages,
  messages,
  type KioskFill,
  type KioskFillCreate,
  type KioskSession,
} from '@paperless/core';
import type { Db } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { clinicLanguage, linkSubject } from '../links/index.js';
import { sealRecipient } from '../../lib/recipient.js';
import type { KioskDevice } from './device.js';
import { cancelKioskLink } from './devices.js';
import { checkPin } from './pin.js';

export interface KioskCtx {
  db: Db;
  cipher: Cipher;
  device: KioskDevice;
  actor: AuditActor;
}

/**
 * The kiosk's start screen: the practice and its live forms and buckets, titles only (a bucket
 * whose forms are all deleted cannot be started, so it is left out). Nothing of any patient.
 */
export async function kioskSession({ db, device }: KioskCtx): Promise<KioskSession> {
  const companyId = device.companyId;
  const company = await db
    .selectFrom('companies')
    .select(['name', 'patient_language'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const forms = await db
    .selectFrom('forms')
    .select(['id', 'title'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('title')
    .orderBy('id')
    .execute();
  const buckets = await db
    .selectFrom('buckets as b')
    .select(['b.id', 'b.title'])
    .where('b.company_id', '=', companyId)
    .where('b.deleted_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('bucket_forms as bf')
          .innerJoin('forms as f', 'f.id', 'bf.form_id')
          .select('f.id')
          .whereRef('bf.bucket_id', '=', 'b.id')
          .where('f.deleted_at', 'is', null),
      ),
    )
    .orderBy('b.title')
    .orderBy('b.id')
    .execute();
  return {
    practice: company.name,
    label: device.label,
    allow_patient_start: device.allowPatientStart,
    patient_language: company.patient_language,
    forms,
    buckets,
  };
}

/**
 * Starts a fill at the kiosk: an ordinary link (same states, PDFs and audit as a sent one) with
 * channel 'kiosk', no recipient and no message, never reminded (next_reminder_at stays null, no
 * sealed token to remind with), tied to the device, and short-lived (KIOSK_LINK_HOURS): its
 * token lives only in the tablet's memory. Another clinic's form or bucket is not found.
 */
export async function startFill(ctx: KioskCtx, body: KioskFillCreate): Promise<KioskFill> {
  const { db, cipher, device, actor } = ctx;
  if (!device.allowPatientStart) {
    if (!body.pin) throw AppError.field('pin', kioskMessages.pinRequired);
    await checkPin(ctx, body.pin);
  }
  const kind = body.form_id !== undefined ? 'form' : 'bucket';
  const targetId = body.form_id ?? body.bucket_id!;
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    // Refuses another clinic's form (not found), an emptied bucket and a deactivated clinic.
    await linkSubject(trx, device.companyId, kind, targetId);
    const link = await trx
      .insertInto('form_links')
      .values({
        company_id: device.companyId,
        token_hash: hashToken(token),
        token_sealed: null,
        form_id: kind === 'form' ? targetId : null,
        bucket_id: kind === 'bucket' ? targetId : null,
        channel: 'kiosk',
        recipient: sealRecipient(cipher, ''),
        recipient_mac: null,
        patient_name: body.patient_name,
        kiosk_device_id: device.id,
        expires_at: new Date(Date.now() + KIOSK_LINK_HOURS * 3_600_000),
        // Issue 21: the clinic's patients' language; the patient may switch on the tablet.
        language: await clinicLanguage(trx, device.companyId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Ids only: the patient's name stays out of the log.
    await writeAudit(trx, actor, {
      action: 'kiosk.fill_started',
      targetType: 'form_link',
      targetId: link.id,
      details: {
        company_id: device.companyId,
        kiosk_device_id: device.id,
        kind,
        target_id: targetId,
      },
    });
  });
  return { token, kind };
}

/**
 * The tablet gives up an unfinished fill (idle, "Start over"): its link is cancelled so nobody
 * can come back to it. Only this device's links; a link already done or cancelled stays as is.
 */
export async function abandonFill({ db, device, actor }: KioskCtx, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('form_links')
      .select(['id', 'submitted_at', 'cancelled_at'])
      .where('token_hash', '=', hashToken(token))
      .where('kiosk_device_id', '=', device.id)
      .forUpdate()
      .executeTakeFirst();
    if (!link) throw new AppError('not_found', messages.notFound);
    if (link.submitted_at || link.cancelled_at) return;
    await cancelKioskLink(trx, link.id);
    await writeAudit(trx, actor, {
      action: 'kiosk.fill_abandoned',
      targetType: 'form_link',
      targetId: link.id,
      details: { company_id: device.companyId, kiosk_device_id: device.id },
    });
  });
}
