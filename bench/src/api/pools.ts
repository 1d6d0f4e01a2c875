import { ESIGN_DISCLOSURE_VERSION } from '@paperless/core';
// Links made for the load itself: a set that is opened again and again, and sets of fresh
// links for submitting (each submission uses one up, so every request needs its own). The
// tokens are random like the app's; only their sha256 is stored, as the app stores them.
import { sql, type Kysely } from 'kysely';
import { type Cipher, type Database, hashToken, newToken } from '@paperless/api/bench';

export interface LinkPool {
  tokens: string[];
  /** The form each link is for (a Records Release form of its clinic): the submit payload's formId. */
  formIds: number[];
  linkIds: string[];
  hashes: string[];
}

/**
 * `count` unsubmitted links spread over the first 500 live clinics' Records Release forms, to
 * `<tag>@mail.bench.test`, sealed as the app seals every recipient. The patient has accepted the
 * e-sign disclosure, as the page asks before the first signature (issue 18).
 */
export async function makeLinkPool(
  db: Kysely<Database>,
  cipher: Cipher,
  count: number,
  tag: string,
): Promise<LinkPool> {
  const forms = await db
    .selectFrom('forms as f')
    .innerJoin('companies as c', 'c.id', 'f.company_id')
    .select(['f.id', 'f.company_id'])
    .where('f.template_id', '=', 1)
    .where('c.status', '=', 1)
    .orderBy('f.company_id')
    .limit(500)
    .execute();
  const tokens = Array.from({ length: count }, () => newToken());
  const hashes = tokens.map(hashToken);
  const picks = tokens.map((_, i) => forms[i % forms.length]!);
  const rows = await sql<{
    id: string;
    token_hash: string;
  }>`insert into form_links (company_id, token_hash, form_id, channel,
      recipient, expires_at, consent_accepted_at, consent_version)
    select u.company_id, u.hash, u.form_id, 'email', ${cipher.encryptJson(`${tag}@mail.bench.test`)},
      now() + interval '30 days', now(), ${ESIGN_DISCLOSURE_VERSION}
    from unnest(${picks.map((p) => p.company_id)}::int[], ${hashes}::text[], ${picks.map((p) => p.id)}::int[])
      with ordinality as u(company_id, hash, form_id, n)
    order by u.n
    returning id, token_hash`.execute(db);
  const idOf = new Map(rows.rows.map((r) => [r.token_hash, String(r.id)]));
  return {
    tokens,
    formIds: picks.map((p) => p.id),
    linkIds: hashes.map((h) => idOf.get(h)!),
    hashes,
  };
}
