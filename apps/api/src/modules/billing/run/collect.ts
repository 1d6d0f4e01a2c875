import { sql } from 'kysely';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { chargeCard, type ChargeOutcome } from './charge.js';
import { settleDeclined, settlePaid, systemActor } from './settle.js';

/** How long a charge in flight holds its invoice; a crash's lease expires and is resumed. */
const LEASE_MINUTES = 10;

export interface CollectResult {
  invoiceId: number;
  companyId: number;
  outcome: ChargeOutcome['kind'] | 'no card';
  reason?: string;
}

/**
 * Invoices to charge now: pending ones with no payment in flight, and failed ones whose company
 * has saved a different card since (a declined card is never tried twice). Live, active
 * companies only; a charge in flight (leased) is left to its owner.
 */
function chargeable(db: Db, now: Date, companyId?: number) {
  let query = db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('cards as k', 'k.company_id', 'i.company_id')
    .select([
      'i.id',
      'i.company_id',
      'i.number',
      'i.status',
      'i.charge_attempts',
      'i.charge_card_id',
      sql<number>`round(i.amount * 100)::int`.as('amount_cents'),
      'k.id as card_id',
      'k.provider_ref',
      'k.card_last_four',
    ])
    .where('c.deleted_at', 'is', null)
    .where('c.status', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('i.status', '=', 'pending'), eb('i.payment_reference', 'is', null)]),
        eb.and([
          eb('i.status', '=', 'failed'),
          eb('k.id', 'is not', null),
          sql<boolean>`i.charge_card_id is distinct from k.id`,
        ]),
      ]),
    )
    .where((eb) =>
      eb.or([eb('i.charge_locked_until', 'is', null), eb('i.charge_locked_until', '<', now)]),
    )
    .orderBy('i.id');
  if (companyId !== undefined) query = query.where('i.company_id', '=', companyId);
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof chargeable>['execute']>>[number];

/**
 * Claims the invoice for one attempt. An attempt begun with this same card and never answered
 * (a crash, an outage) is resumed with its attempt number, hence the same idempotency key;
 * anything else is a new attempt. Undefined when another run got there first.
 */
async function claim(db: Db, row: Row & { card_id: number }, now: Date) {
  const resume =
    row.status === 'pending' && row.charge_attempts > 0 && row.charge_card_id === row.card_id;
  const attempt = resume ? row.charge_attempts : row.charge_attempts + 1;
  const claimed = await db
    .updateTable('invoices')
    .set({
      status: 'pending',
      charge_attempts: attempt,
      charge_card_id: row.card_id,
      payment_reference: null,
      charge_locked_until: new Date(now.getTime() + LEASE_MINUTES * 60_000),
    })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('charge_attempts', '=', row.charge_attempts)
    .where((eb) =>
      eb.or([eb('charge_locked_until', 'is', null), eb('charge_locked_until', '<', now)]),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed ? attempt : undefined;
}

export const idempotencyKey = (invoiceId: number, attempt: number) =>
  attempt === 1 ? `invoice-${invoiceId}` : `invoice-${invoiceId}-attempt-${attempt}`;

async function record(db: Db, row: Row, outcome: ChargeOutcome, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (outcome.kind === 'paid')
      await settlePaid(trx, row.id, outcome.reference, { now, source: 'run' });
    else if (outcome.kind === 'declined')
      await settleDeclined(trx, row.id, outcome, { source: 'run' });
    else {
      // Processing: the webhook settles it. Error: the next run resumes with the same key.
      await trx
        .updateTable('invoices')
        .set({
          charge_locked_until: null,
          payment_reference: outcome.kind === 'processing' ? outcome.reference : null,
        })
        .where('id', '=', row.id)
        .execute();
      await writeAudit(trx, systemActor(row.company_id), {
        action: 'billing.charge',
        outcome: outcome.kind === 'error' ? 'failure' : 'success',
        targetType: 'invoice',
        targetId: row.id,
        details:
          outcome.kind === 'error'
            ? { result: 'error', reason: outcome.reason }
            : { result: 'processing', reference: outcome.reference },
      });
    }
  });
}

/** Charges every chargeable invoice (of one company, or all), one at a time. */
export async function collectPayments(
  db: Db,
  config: Pick<Config, 'stripe'>,
  now: Date,
  options: { companyId?: number } = {},
): Promise<CollectResult[]> {
  const rows = await chargeable(db, now, options.companyId).execute();
  const results: CollectResult[] = [];
  for (const row of rows) {
    if (row.card_id === null || row.provider_ref === null || row.card_last_four === null) {
      results.push({ invoiceId: row.id, companyId: row.company_id, outcome: 'no card' });
      continue;
    }
    const card = {
      id: row.card_id,
      provider_ref: row.provider_ref,
      card_last_four: row.card_last_four,
    };
    const attempt = await claim(db, { ...row, card_id: card.id }, now);
    if (attempt === undefined) continue;
    // Outside any transaction: a slow provider must not hold the database.
    const outcome = await chargeCard(config, card, {
      invoiceId: row.id,
      companyId: row.company_id,
      number: row.number,
      amountCents: row.amount_cents,
      idempotencyKey: idempotencyKey(row.id, attempt),
    });
    await record(db, row, outcome, now);
    results.push({
      invoiceId: row.id,
      companyId: row.company_id,
      outcome: outcome.kind,
      ...(outcome.kind === 'declined' || outcome.kind === 'error'
        ? { reason: outcome.reason }
        : {}),
    });
  }
  return results;
}
