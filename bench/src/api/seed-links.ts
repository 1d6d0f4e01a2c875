// The links Activity lists (issue 16), as the app stores them: the recipient sealed (one sealed
// value reused, as sealing a million addresses would only slow the seed), a keyed MAC of it,
// the patient's name on some. Besides the M submitted links of seed.ts, a tenth as many that
// were never finished: waiting, opened, cancelled, and (sent over 30 days ago) expired.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Cipher, Database } from '@paperless/api/bench';

/** One sealed address for every seeded link of a channel, as encryptJson stores it. */
export function sealedRecipients(cipher: Cipher) {
  return {
    email: cipher.encryptJson('patient@mail.bench.test'),
    sms: cipher.encryptJson('+12145550100'),
  };
}

/**
 * What seed.ts's submitted links carry beside their dates, per row `g` of its plan: the sealed
 * recipient, a MAC, and the patient's `name` on half of them (it is optional when sending).
 */
export function linkColumns(cipher: Cipher, name: RawBuilder<string>) {
  const sealed = sealedRecipients(cipher);
  return {
    recipient: sql`case when g % 3 = 0 then ${sealed.sms} else ${sealed.email} end`,
    // Distinct per link, the width of a real sha256 hex MAC.
    mac: sql`md5('mac-' || g) || md5(g || '-mac')`,
    patientName: sql`case when g % 2 = 0 then ${name} end`,
  };
}

/**
 * Math.ceil(M / 10) unfinished links after ids 1..M, sent over the last 60 days, spread over
 * the clinics as seed.ts spreads submissions (2% to the busy first clinic).
 */
export async function seedOpenLinks(
  db: Kysely<Database>,
  cipher: Cipher,
  p: { N: number; M: number; firstCompanyId: number },
) {
  const { N, M, firstCompanyId } = p;
  const K = Math.max(1, Math.ceil(M / 10));
  const sealed = sealedRecipients(cipher);
  const token = cipher.encryptJson('a-token-reminders-would-send-again');
  await sql`insert into form_links (id, company_id, token_hash, form_id, channel, recipient,
      recipient_mac, patient_name, created_at, last_sent_at, opened_at, last_opened_at,
      expires_at, cancelled_at, token_sealed)
    select ${M} + x.g, x.cid, md5('open-' || x.g) || md5(x.g || '-open'), f.id,
      case when x.g % 3 = 0 then 'sms' else 'email' end,
      case when x.g % 3 = 0 then ${sealed.sms} else ${sealed.email} end,
      md5('omac-' || x.g) || md5(x.g || '-omac'),
      case when x.g % 2 = 0 then 'Pat Open ' || x.g end,
      x.at, x.at,
      case when x.g % 3 = 1 then x.at + interval '1 hour' end,
      case when x.g % 3 = 1 then x.at + interval '1 hour' end,
      x.at + interval '30 days',
      case when x.g % 20 = 0 then x.at + interval '1 day' end,
      case when x.g % 20 <> 0 and x.at > now() - interval '30 days' then ${token} end
    from (select g, ${firstCompanyId} + case when g % 50 = 0 then 0 else (g * 2654435761) % ${N} end as cid,
            now() - interval '60 days' * (((g::bigint * 6151) % 100003) / 100003.0) as at
          from generate_series(1, ${K}) g) x
    join forms f on f.company_id = x.cid and f.template_id = 1 + x.g % 10`.execute(db);
}
