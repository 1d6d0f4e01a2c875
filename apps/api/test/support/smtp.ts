import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

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

/** The set-password link in a received mail (quoted-printable soft breaks undone). */
export function linkIn(mail: ReceivedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/new-password\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error('no set-password link in the mail');
  return match[1];
}
