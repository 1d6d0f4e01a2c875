import { KIOSK_TOKEN_HEADER, kioskMessages, messages } from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { anonymous, writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { byIp } from '../../lib/rate-limit/index.js';
import { hashToken } from '../../lib/tokens.js';
import { isLiveDevice } from './devices.js';

/** A tablet in kiosk mode, as its calls know it: one company's, nothing else. */
export interface KioskDevice {
  id: string;
  companyId: number;
  label: string;
  allowPatientStart: boolean;
}

/** Kiosk tokens that open nothing, per address (as link tokens' misses are counted). */
const KIOSK_MISS = { name: 'kiosk-miss-ip', max: 20, windowMs: 15 * 60_000 };

// The device each kiosk request resolved to (set by requireKioskDevice before the body is read).
const devices = new WeakMap<FastifyRequest, KioskDevice>();

/** The kiosk call's device; only routes guarded by requireKioskDevice have one. */
export function deviceOf(request: FastifyRequest): KioskDevice {
  const device = devices.get(request);
  if (!device) throw new AppError('unauthenticated', kioskMessages.deviceEnded);
  return device;
}

/**
 * Who acts at a kiosk: no user, the device's company (so the clinic's audit trail shows it), the
 * tablet's address. The device's id goes in each row's details.
 */
export const kioskActor = (request: FastifyRequest, device: KioskDevice): AuditActor => ({
  userId: null,
  role: null,
  companyId: device.companyId,
  ip: request.ip,
});

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[KIOSK_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length > 0 && token.length <= 200 ? token.trim() : undefined;
}

/** A live device by its token: in kiosk mode (devices.ts isLiveDevice), its clinic active. */
export async function findDevice(db: DbExecutor, token: string): Promise<KioskDevice | null> {
  const row = await db
    .selectFrom('kiosk_devices as k')
    .innerJoin('companies as c', 'c.id', 'k.company_id')
    .select(['k.id', 'k.company_id', 'k.label', 'k.allow_patient_start'])
    .where('k.token_hash', '=', hashToken(token))
    .where(isLiveDevice('k'))
    .where('c.status', '=', 1)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        companyId: row.company_id,
        label: row.label,
        allowPatientStart: row.allow_patient_start,
      }
    : null;
}

/**
 * The onRequest guard of every kiosk route: the kiosk token header alone authorises it (a staff
 * bearer token means nothing here, and a kiosk token means nothing on staff routes: it is no
 * session). An unknown or ended device is 401 with the message the tablet shows; misses count
 * against the address as a link's do, so guessing is slowed as well as hopeless.
 */
export async function requireKioskDevice(request: FastifyRequest): Promise<void> {
  const { db, rateLimits } = request.server;
  const token = tokenOf(request);
  const device = token ? await findDevice(db, token) : null;
  if (device) {
    devices.set(request, device);
    await db
      .updateTable('kiosk_devices')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', device.id)
      .execute();
    return;
  }
  const miss = await rateLimits.consume(KIOSK_MISS, byIp(request));
  await writeAudit(db, anonymous(request.ip), { action: 'kiosk.denied', outcome: 'denied' });
  if (!miss.allowed) throw new AppError('too_many_requests', messages.tooManyRequests);
  throw new AppError('unauthenticated', kioskMessages.deviceEnded);
}
