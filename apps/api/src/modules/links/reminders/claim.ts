import { moveIntoWindow, type ReminderSchedule } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import type { LinkSubject } from '../sending/message.js';
import { openRecipient } from '../../../lib/recipient.js';
import { scheduleOf } from './plan.js';

// A reminder batch's claim, and what it makes of each claimed link (reminders/pass.ts runs it).

/** Due links, locked for this transaction; rows another pass holds are skipped. */
export function claimDue(trx: DbExecutor, now: Date, limit: number) {
  return trx
    .selectFrom('form_links')
    .select([
      'id',
      'company_id',
      'form_id',
      'bucket_id',
      'channel',
      'recipient',
      'token_sealed',
      'last_sent_at',
      'visit_at',
      'expires_at',
      // Issue 21: the reminder is in the language the link was sent in.
      'language',
      'reminders_sent',
    ])
    .where('next_reminder_at', '<=', now)
    .where('submitted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('reminders_stopped_at', 'is', null)
    .where('expires_at', '>', now)
    .where('channel', '<>', 'kiosk') // a kiosk link (issue 19) is never reminded
    .$narrowType<{ channel: 'email' | 'sms' }>()
    .orderBy('next_reminder_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/** What the batch's messages name: practices (live ones only) and titles (live ones only). */
export async function namesFor(trx: DbExecutor, links: readonly Claimed[]) {
  const ids = (pick: (l: Claimed) => number | null) => [
    ...new Set(links.map(pick).filter((id): id is number => id !== null)),
  ];
  const [companyIds, formIds, bucketIds] = [
    ids((l) => l.company_id),
    ids((l) => l.form_id),
    ids((l) => l.bucket_id),
  ];
  const companies = await trx
    .selectFrom('companies')
    .select(['id', 'name', 'time_zone', 'reminder_schedule'])
    .where('id', 'in', companyIds)
    .where('status', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
  const titles = async (table: 'forms' | 'buckets', idList: number[]) =>
    idList.length === 0
      ? []
      : trx
          .selectFrom(table)
          .select(['id', 'title'])
          .where('id', 'in', idList)
          .where('deleted_at', 'is', null)
          .execute();
  return {
    companies: new Map(
      companies.map((c) => [c.id, { ...c, schedule: scheduleOf(c.reminder_schedule) }]),
    ),
    forms: new Map((await titles('forms', formIds)).map((f) => [f.id, f.title])),
    buckets: new Map((await titles('buckets', bucketIds)).map((b) => [b.id, b.title])),
  };
}

/** The link's token and address, or null when either cannot be read any more. */
function openSecrets(cipher: Cipher, link: Claimed): { token: string; to: string } | null {
  if (link.token_sealed === null) return null;
  try {
    const token = cipher.decryptJson(link.token_sealed);
    if (typeof token !== 'string') return null;
    return { token, to: openRecipient(cipher, link.recipient) };
  } catch {
    // A key that left the ring: this link cannot be reminded, and must not block the others.
    return null;
  }
}

export interface Ready {
  link: Claimed;
  subject: LinkSubject;
  token: string;
  to: string;
}

/**
 * What becomes of each claimed link: a reminder now, or none now and a new next_reminder_at
 * (null: none any more). The claim's where clause has checked the link; this checks what the
 * message needs (a live clinic, form or bucket, a readable token and address) and the window.
 */
export function sortOut(
  cipher: Cipher,
  links: readonly Claimed[],
  names: Awaited<ReturnType<typeof namesFor>>,
  now: Date,
) {
  const ready: Ready[] = [];
  const later: { id: string; at: Date | null }[] = [];
  // The window's next opening as of `now`, once per clinic (now itself when it is open).
  const openings = new Map<number, Date>();
  const openingOf = (id: number, schedule: ReminderSchedule, timeZone: string) => {
    let at = openings.get(id);
    if (!at) openings.set(id, (at = moveIntoWindow(now, schedule, timeZone)));
    return at;
  };
  for (const link of links) {
    const company = names.companies.get(link.company_id);
    const title =
      link.form_id !== null ? names.forms.get(link.form_id) : names.buckets.get(link.bucket_id!);
    if (!company || title === undefined) {
      // A closed clinic, or a deleted form or bucket: the link has nothing left to open.
      later.push({ id: link.id, at: null });
      continue;
    }
    const { schedule } = company;
    if (!schedule.enabled || link.reminders_sent >= schedule.max_reminders) {
      // The clinic changed its schedule since this reminder was planned.
      later.push({ id: link.id, at: null });
      continue;
    }
    // Planned inside the window, but this pass came late (or the clinic moved its hours): the
    // reminder waits for the window to open again.
    const opening = openingOf(company.id, schedule, company.time_zone);
    if (opening.getTime() > now.getTime()) {
      later.push({ id: link.id, at: opening < link.expires_at ? opening : null });
      continue;
    }
    const secrets = openSecrets(cipher, link);
    if (!secrets) later.push({ id: link.id, at: null });
    else {
      const kind = link.form_id !== null ? 'form' : 'bucket';
      ready.push({
        link,
        subject: { kind, title, practice: company.name, companyId: company.id },
        ...secrets,
      });
    }
  }
  return { ready, later };
}
