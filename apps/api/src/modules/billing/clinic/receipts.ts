import { brandLabel } from '@paperless/core';
import type { Generated } from 'kysely';
import type { Db, DbExecutor } from '../../../db/database.js';
import type { CreatedAt, Timestamp } from '../../../db/schema/columns.js';
import type { Cipher } from '../../../lib/crypto.js';
import { enqueueEmail } from '../../../lib/outbox/enqueue.js';

/**
 * Receipts and failure notices for the clinic (issue 20). A charge is settled in billing/settle.ts
 * by the billing run, Stripe's webhook and Pay now alike; settle has no keyring to seal an
 * e-mail with, so it records the notice owed (queueBillingNotice) in its own transaction, and
 * the server turns each into an outbox e-mail (deliverBillingNotices): after Pay now at once,
 * otherwise within a minute. Only the card's brand and last four are ever written.
 */

/** Table of migration 0026, known to this module only. */
interface BillingNoticesTable {
  id: Generated<number>;
  invoice_id: number;
  company_id: number;
  kind: 'paid' | 'declined';
  reason: string | null;
  card_brand: string | null;
  card_last_four: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}
const withNotices = <T extends DbExecutor>(db: T) =>
  db.withTables<{ billing_notices: BillingNoticesTable }>();

/** Called by settle.ts inside the settlement's transaction: the notice is owed iff it commits. */
export async function queueBillingNotice(
  db: DbExecutor,
  invoiceId: number,
  outcome: { kind: 'paid' } | { kind: 'declined'; reason: string },
): Promise<void> {
  const row = await db
    .selectFrom('invoices as i')
    .leftJoin('cards as k', (join) =>
      // The card this charge used, or the company's card when the charge names none.
      join.on((eb) =>
        eb.or([
          eb('k.id', '=', eb.ref('i.charge_card_id')),
          eb.and([
            eb('i.charge_card_id', 'is', null),
            eb('k.company_id', '=', eb.ref('i.company_id')),
          ]),
        ]),
      ),
    )
    .select(['i.id', 'i.company_id', 'k.card_brand', 'k.card_last_four'])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!row) return;
  await withNotices(db)
    .insertInto('billing_notices')
    .values({
      invoice_id: row.id,
      company_id: row.company_id,
      kind: outcome.kind,
      reason: outcome.kind === 'declined' ? outcome.reason.slice(0, 300) : null,
      card_brand: row.card_brand,
      card_last_four: row.card_last_four,
    })
    .execute();
}

const usd = (amount: string | number) => `$${Number(amount).toFixed(2)}`;
const cardWords = (brand: string | null, lastFour: string | null) =>
  brand && lastFour ? `${brandLabel(brand)} ending in ${lastFour}` : 'your card';

/** The owner and the company's billing address, each once. */
async function recipientsOf(db: DbExecutor, companyId: number) {
  const owner = await db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('company_id', '=', companyId)
    .where('is_owner', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const company = await db
    .selectFrom('companies')
    .select(['name', 'billing_email'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const addresses = [owner?.email, company.billing_email].filter((a): a is string => !!a);
  return {
    company: company.name,
    greeting: owner ? `Hello ${owner.first_name},` : 'Hello,',
    to: [...new Set(addresses.map((a) => a.toLowerCase()))],
  };
}

/**
 * Turns every owed notice into e-mails, each notice in its own transaction with its e-mails,
 * claimed with SKIP LOCKED so that two servers never send one twice. Returns how many it sent.
 */
export async function deliverBillingNotices(
  db: Db,
  cipher: Cipher,
  appUrl: string,
  limit = 100,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const done = await db.transaction().execute(async (trx) => {
      const notice = await withNotices(trx)
        .selectFrom('billing_notices')
        .selectAll()
        .where('sent_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!notice) return false;
      const invoice = await trx
        .selectFrom('invoices')
        .select(['number', 'amount'])
        .where('id', '=', notice.invoice_id)
        .executeTakeFirstOrThrow();
      const who = await recipientsOf(trx, notice.company_id);
      const card = cardWords(notice.card_brand, notice.card_last_four);
      const billing = `${appUrl.replace(/\/$/, '')}/billing`;
      const message =
        notice.kind === 'paid'
          ? {
              subject: `Receipt for invoice ${invoice.number}`,
              text: [
                who.greeting,
                '',
                `Thank you: we received ${usd(invoice.amount)} for invoice ${invoice.number} of ${who.company}, charged to ${card}.`,
                '',
                `Your invoices and their PDFs are on the Billing page: ${billing}`,
              ].join('\n'),
            }
          : {
              subject: `Payment failed for invoice ${invoice.number}`,
              text: [
                who.greeting,
                '',
                `We could not charge ${card} ${usd(invoice.amount)} for invoice ${invoice.number} of ${who.company}.`,
                `The payment provider said: ${notice.reason ?? 'the payment was declined.'}`,
                '',
                `Please pay the invoice on the Billing page, with the saved card or another one: ${billing}`,
                'A clinic with an invoice unpaid 7 days after its due date is suspended until it is paid.',
              ].join('\n'),
            };
      for (const to of who.to) await enqueueEmail(trx, cipher, { to, ...message });
      await withNotices(trx)
        .updateTable('billing_notices')
        .set({ sent_at: new Date() })
        .where('id', '=', notice.id)
        .execute();
      return true;
    });
    if (!done) break;
    sent++;
  }
  return sent;
}
