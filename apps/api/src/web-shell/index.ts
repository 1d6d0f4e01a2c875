import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbExecutor } from '../db/database.js';
import { RATE_RULES } from '../lib/rate-limit/guards.js';
import { byIp } from '../lib/rate-limit/index.js';
import { findLinkFrame } from './link-frame.js';
import { linkShellHtml } from './shell-html.js';

/** A patient link's page address: /form-fill/{token} (one form) or /forms-fill/{token} (a bucket). */
const LINK_PAGE = /^\/forms?-fill\/([^/?#]+)\/?(?:[?#].*)?$/;

export const linkPageToken = (url: string): string | null => {
  const match = LINK_PAGE.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
};

/**
 * The page a link's frame is drawn into: the web build's shell for the link's kind, index.html
 * with the preloads of that page's code (apps/web build/prerender.ts), else index.html itself.
 */
export function linkShellFile(webDist: string, url: string): string {
  const kind = url.startsWith('/forms-fill/') ? 'bucket' : 'form';
  const shell = path.join(webDist, 'link-shells', `${kind}.html`);
  return existsSync(shell) ? shell : path.join(webDist, 'index.html');
}

/**
 * The shell reads the database per request, as the link's GET does, so it is limited per
 * address with the GET's numbers. Its own counter, not the GET's: each page view is the shell
 * and the GET it preloads, and sharing would halve what a waiting room on one address may open
 * through the API before its patients see 429s.
 */
export const LINK_SHELL_RULE = { ...RATE_RULES.linkIp, name: 'link-shell-ip' } as const;

/**
 * Answers a patient link's page with its shell (linkShellFile) and the link's frame (practice and form title)
 * drawn in, so a phone paints the page before the JavaScript arrives. The file is read per
 * request, as the static answer would be: a rebuild needs no restart. Over the limit the page
 * is the plain shell, read without the database: it still works (the app asks the API,
 * whose GET answers 429 as it should), and a 429 page here would be a dead end.
 */
export async function sendLinkShell(
  reply: FastifyReply,
  opts: { db: DbExecutor; shellFile: string; token: string },
): Promise<FastifyReply> {
  const decision = await reply.server.rateLimits.consume(LINK_SHELL_RULE, byIp(reply.request));
  const [indexHtml, frame] = await Promise.all([
    readFile(opts.shellFile, 'utf8'),
    decision.allowed ? findLinkFrame(opts.db, opts.token) : null,
  ]);
  return reply.type('text/html; charset=utf-8').send(linkShellHtml(indexHtml, frame, opts.token));
}

export { prerenderedFile } from './prerendered.js';
