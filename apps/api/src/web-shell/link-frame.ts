import { localizeText, type PatientLanguage } from '@paperless/core';
import type { DbExecutor } from '../db/database.js';
import { LinkGone, findLiveLink, linkTitle } from '../modules/links/index.js';

/** What a patient link's page shows before its JavaScript runs: whose link, and what to fill. */
export interface LinkFrame {
  practiceName: string;
  /** In the link's language where it is the template's own title (a clinic's stays as written). */
  title: string;
  /** The link's language: the frame is drawn in it, as the page will be. */
  language: PatientLanguage;
}

/**
 * The practice and the form's (or bucket's) title of a link that opens, else null. Read only:
 * the link's GET records the open and writes the audit row once the page asks for the forms,
 * so drawing the frame neither counts as an open nor adds a second audit entry.
 */
export async function findLinkFrame(db: DbExecutor, token: string): Promise<LinkFrame | null> {
  try {
    const link = await findLiveLink(db, token);
    if (!link) return null;
    const title = localizeText(await linkTitle(db, link), link.language);
    return { practiceName: link.practiceName, title, language: link.language };
  } catch (error) {
    // A cancelled link: its page says so once the JavaScript asks; the frame stays plain.
    if (error instanceof LinkGone) return null;
    throw error;
  }
}
