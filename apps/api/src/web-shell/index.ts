import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import type { DbExecutor } from '../db/database.js';
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
 * Answers a patient link's page with index.html and the link's frame (practice and form title)
 * drawn in, so a phone paints the page before the JavaScript arrives. The file is read per
 * request, as the static answer would be: a rebuild needs no restart.
 */
export async function sendLinkShell(
  reply: FastifyReply,
  opts: { db: DbExecutor; indexFile: string; token: string },
): Promise<FastifyReply> {
  const [indexHtml, frame] = await Promise.all([
    readFile(opts.indexFile, 'utf8'),
    findLinkFrame(opts.db, opts.token),
  ]);
  return reply.type('text/html; charset=utf-8').send(linkShellHtml(indexHtml, frame, opts.token));
}

export { prerenderedFile } from './prerendered.js';
