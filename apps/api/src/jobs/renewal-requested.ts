import type { Cipher } from '../lib/crypto.js';
import type { EventDefinition } from '../lib/jobs/runner.js';
import { notifyRenewalRequest } from '../modules/notifications/index.js';
import { renewalRequested, type RenewalRequested } from '../modules/links/index.js';

/**
 * What happens when the patient of an expired or cancelled link asks for a new one: the request
 * was recorded with the link (modules/links/patient-links/renewal.ts); the clinic's users are told here.
 */
export function onRenewalRequested(deps: {
  cipher: Cipher;
  appUrl: string;
}): EventDefinition<RenewalRequested> {
  return {
    ...renewalRequested,
    handlers: [
      {
        name: 'tell-clinic',
        run: (trx, e) =>
          notifyRenewalRequest(trx, {
            cipher: deps.cipher,
            companyId: e.company_id,
            linkId: e.link_id,
            title: e.title,
            appUrl: deps.appUrl,
          }),
      },
    ],
  };
}
