import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port, keeping what it receives for the test to read. */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A test file's SMTP server, started before its tests and closed after them: registered before
 * the file's app, it outlives the app's last send. Read it inside tests and hooks.
 */
export function smtpForFile(): TestSmtp {
  const smtp = {} as TestSmtp;
  beforeAll(async () => void Object.assign(smtp, await startSmtpServer()));
  afterAll(() => (smtp.close as TestSmtp['close'] | undefined)?.());
  return smtp;
}

/** The set-password link in a received mail (quoted-printable soft breaks undone). */
export function linkIn(mail: ReceivedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/new-password\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error('no set-password link in the mail');
  return match[1];
}
