import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';

export interface IssuedCopy {
  token: string;
  expires_at: string;
}

/**
 * The patient's copies of a completed link (issue 19), made in the completion's transaction:
 * the browser's 30-minute download, and the e-mailed copy when the clinic chose it.
 */
export async function issuePatientCopies(
  _trx: DbExecutor,
  _opts: {
    cipher: Cipher;
    companyId: number;
    linkId: string;
    encounterId: string;
    channel: string;
    appUrl?: string | undefined;
  },
): Promise<IssuedCopy | null> {
  return null;
}
