import type { Db } from '../../src/db/database.js';
import type { MailSink } from './mail-sink.js';
import { waitFor } from './client.js';

/** What the mail server received, held against the outbox rows that should have sent it. */
export interface DeliveryCount {
  rows: number;
  received: number;
  distinctMessageIds: number;
  /** Copies beyond the first of any one outbox row. */
  duplicates: number;
  /** Every row was received, and nothing else (by the row each Message-ID names). */
  sameRows: boolean;
  /** Rows claimed more than once: a claim that outlived its holder, taken over. */
  retaken: number;
}

/** Until no outbox row is waiting (a dead instance's claim lapses within its lease). */
export async function allDelivered(db: Db, timeoutMs: number): Promise<void> {
  await waitFor(
    'every outbox row delivered',
    async () => {
      const waiting = await db
        .selectFrom('outbox')
        .select('id')
        .where('state', '<>', 'sent')
        .executeTakeFirst();
      return waiting ? undefined : true;
    },
    timeoutMs,
  );
}

export async function countDeliveries(db: Db, sink: MailSink): Promise<DeliveryCount> {
  const rows = await db.selectFrom('outbox').select(['id', 'attempts']).execute();
  const ids = sink.received.map((m) => m.messageId);
  // lib/outbox/transports.ts: <outbox.{row id}.{queued at}@{sender's domain}>
  const rowOf = (messageId: string) => Number(/^<outbox\.(\d+)\./.exec(messageId)?.[1]);
  const perRow = new Map<number, number>();
  for (const id of ids) perRow.set(rowOf(id), (perRow.get(rowOf(id)) ?? 0) + 1);
  const sorted = (values: Iterable<number>) => [...values].sort((x, y) => x - y).join(',');
  return {
    rows: rows.length,
    received: ids.length,
    distinctMessageIds: new Set(ids).size,
    duplicates: [...perRow.values()].reduce((n, c) => n + c - 1, 0),
    sameRows: sorted(perRow.keys()) === sorted(rows.map((r) => Number(r.id))),
    retaken: rows.filter((r) => r.attempts > 1).length,
  };
}
