import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../support/app.js';
import { bearer } from './users.js';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.js';

/** The mail's text as its reader sees it (soft breaks and =XX bytes undone, read as UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * What the e-mail change tests share: the whole server with a real SMTP sink (so mails are read
 * as their recipients get them, not from the outbox's storage), calls, and the links in mails.
 */
export async function emailChangeKit() {
  const smtp = await startSmtpServer();
  const t: TestApp = await createTestApp({ SMTP_URL: smtp.url });

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    query?: Record<string, string>,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api${url}`,
      ...(payload !== undefined && { payload }),
      ...(query !== undefined && { query }),
      headers: token ? bearer(token) : {},
    });

  /** Every mail delivered to the address so far (the outbox is drained first). */
  const mailsTo = async (address: string): Promise<string[]> => {
    await t.app.outbox.drain();
    return smtp.received
      .filter((m: ReceivedMail) => m.to.includes(address))
      .map((m) => decodeQuotedPrintable(m.raw));
  };

  /** The confirmation token of the last change mail to the address. */
  const linkTo = async (address: string): Promise<string> => {
    const tokens = (await mailsTo(address))
      .map((body) => /\/email-change\/([A-Za-z0-9_-]+)/.exec(body)?.[1])
      .filter((x): x is string => x !== undefined);
    const last = tokens.at(-1);
    if (!last) throw new Error(`no e-mail change link was mailed to ${address}`);
    return last;
  };

  const emailOf = async (userId: number) =>
    (
      await t.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).email;

  const auditRows = (action: string, targetId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'details', 'user_id'])
      .where('action', '=', action)
      .where('target_id', '=', String(targetId))
      .orderBy('id')
      .execute();

  return {
    t,
    smtp,
    call,
    mailsTo,
    linkTo,
    emailOf,
    auditRows,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

export type EmailChangeKit = Awaited<ReturnType<typeof emailChangeKit>>;
