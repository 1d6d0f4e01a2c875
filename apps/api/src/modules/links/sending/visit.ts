import {
  endOfLocalDay,
  LINK_TTL_DAYS,
  localDateOf,
  parseLocalDateTime,
  sendingMessages,
  timeZoneMessages,
  wallTimeToUtc,
} from '@paperless/core';
import { AppError } from '../../../lib/errors.js';

const DAY_MS = 86_400_000;
/** How far ahead a visit may be booked with a packet. */
export const VISIT_MAX_DAYS_AHEAD = 365;

/**
 * The instant a visit typed as a wall-clock time in the clinic's zone names. Only the server
 * knows the zone for certain, so it alone decides whether the visit is still ahead.
 */
export function visitInstant(visitAt: string, timeZone: string, now = new Date()): Date {
  const wall = parseLocalDateTime(visitAt);
  if (!wall) throw AppError.field('visit_at', timeZoneMessages.invalidLocalDateTime);
  const instant = wallTimeToUtc(wall, timeZone);
  if (instant.getTime() <= now.getTime()) {
    throw AppError.field('visit_at', sendingMessages.visitInPast);
  }
  if (instant.getTime() > now.getTime() + VISIT_MAX_DAYS_AHEAD * DAY_MS) {
    throw AppError.field('visit_at', sendingMessages.visitTooFar);
  }
  return instant;
}

/**
 * When a link stops working: at the end of its visit's day (in the clinic's zone) while the
 * visit is ahead, as a packet is no use after the visit; otherwise LINK_TTL_DAYS from now.
 */
export function linkExpiry(visit: Date | null, timeZone: string, now = new Date()): Date {
  if (visit && visit.getTime() > now.getTime()) {
    return endOfLocalDay(localDateOf(visit, timeZone), timeZone);
  }
  return new Date(now.getTime() + LINK_TTL_DAYS * DAY_MS);
}
