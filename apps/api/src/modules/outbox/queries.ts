import type { OutboxListResponse } from '@paperless/core';
import type { Db } from '../../db/database.js';

export async function listOutbox(
  db: Db,
  query: { page: number; per_page: number; search?: string | undefined },
): Promise<OutboxListResponse> {
  let base = db.selectFrom('outbox');
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('recipient', 'ilike', pattern),
        eb('subject', 'ilike', pattern),
        eb('body_text', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'channel',
        'recipient',
        'subject',
        'body_text',
        'state',
        'attempts',
        'created_at',
        'delivered_at',
      ])
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.body_text,
      state: r.state,
      attempts: r.attempts,
      created_at: r.created_at.toISOString(),
      delivered_at: r.delivered_at?.toISOString() ?? null,
    })),
    page: query.page,
    per_page: query.per_page,
    total: Number(count.n),
  };
}
