import {
  linkStateMessages,
  patientLinkMessages,
  RENEWAL_INTERVAL_HOURS,
  type UnusableLinkState,
  type LinkStateInfo,
} from '@paperless/core';
import { AppError } from '../../../lib/errors.js';

/** The columns of a link's row (lookup.ts) that say whether, and why, it no longer opens. */
export interface LinkStateRow {
  id: string | number;
  company_id: number;
  form_id: number | null;
  bucket_id: number | null;
  submitted_at: Date | null;
  cancelled_at: Date | null;
  expires_at: Date;
  /** By the database's clock, like every other expiry check. */
  unexpired: boolean;
  renewal_requested_at: Date | null;
  name: string;
  phone: string | null;
  logo_key: string | null;
  time_zone: string;
}

/**
 * Why a real link no longer opens, or null while it does. Submitted wins (the patient has
 * nothing left to do), then cancelled (the practice's decision is the reason the patient needs),
 * then expired.
 */
export function stateOf(row: LinkStateRow): UnusableLinkState | null {
  if (row.submitted_at !== null) return 'submitted';
  if (row.cancelled_at !== null) return 'cancelled';
  if (!row.unexpired) return 'expired';
  return null;
}

const MESSAGES: Record<UnusableLinkState, (practice: string) => string> = {
  submitted: () => linkStateMessages.submitted,
  expired: () => linkStateMessages.expired,
  cancelled: patientLinkMessages.cancelled,
  replaced: () => linkStateMessages.replaced,
};

/** Whether the clinic was asked for a new link within the last day. */
export function askedRecently(at: Date | null, now = new Date()): boolean {
  return at !== null && now.getTime() - at.getTime() < RENEWAL_INTERVAL_HOURS * 3_600_000;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
function dayIn(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);
}

/**
 * A real link of a live practice that no longer opens (410). It carries what the patient's page
 * may show (the practice, its phone, what happened: no patient data) and, for the server's own
 * use (the renewal request), which link it is.
 */
export class LinkGone extends AppError {
  readonly link: LinkStateInfo;
  readonly linkId: string;
  readonly companyId: number;
  readonly formId: number | null;
  readonly bucketId: number | null;
  readonly renewalRequestedAt: Date | null;

  constructor(
    readonly state: UnusableLinkState,
    row: LinkStateRow,
  ) {
    super('gone', MESSAGES[state](row.name));
    this.linkId = String(row.id);
    this.companyId = row.company_id;
    this.formId = row.form_id;
    this.bucketId = row.bucket_id;
    this.renewalRequestedAt = row.renewal_requested_at;
    this.link = {
      state,
      kind: row.bucket_id === null ? 'form' : 'bucket',
      practice: {
        name: row.name,
        phone: row.phone?.trim() || null,
        logo_url: row.logo_key ? `/api/${row.logo_key}` : null,
      },
      expired_on: state === 'expired' ? dayIn(row.expires_at, row.time_zone) : null,
      renewal_requested: askedRecently(row.renewal_requested_at),
    };
  }
}
