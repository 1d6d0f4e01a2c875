import {
  isReadableBrandColour,
  patientLinkMessages,
  type PatientLanguage,
  practiceAddressLine,
  type PublicForm,
} from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { anonymous, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { hashToken } from '../../../lib/tokens.js';
import { loadFormDefinition, type FormDefinition } from '../../forms/index.js';
import { LinkGone, stateOf } from './link-state.js';

/** A link that can still be filled in, with the practice it belongs to. */
export interface LiveLink {
  id: string;
  companyId: number;
  practiceName: string;
  logoKey: string | null;
  /** Issue 20: what the patient's page shows of the practice besides its name. */
  branding: { phone: string | null; address: string | null; brandColor: string | null };
  formId: number | null;
  bucketId: number | null;
  /** How the link reached the patient (a kiosk link: on the clinic's tablet). */
  channel: string;
  opened: boolean;
  /** The e-sign disclosure's acceptance in this link (issue 18), or null. */
  consent: { version: string; acceptedAt: Date } | null;
  /** Issue 21: the language the link was sent in; its page, errors and e-mails follow it. */
  language: PatientLanguage;
}

/** One form of a link, as it is shown and checked now. */
export interface LinkForm {
  definition: FormDefinition;
  description: string | null;
}

export const unavailable = () => new AppError('not_found', patientLinkMessages.unavailable);

/**
 * The link a token opens, or undefined. Unknown tokens, and links whose practice was deactivated
 * or deleted, count as no link: a guesser learns nothing. A real link that no longer opens throws
 * 410 saying why (link-state.ts): cancelled always (only its real token gets that answer, and it
 * tells the patient whom to call); submitted, expired or replaced (the token of an older message,
 * issue 36) only with `explain` (the patient's page), while the routes that would store something
 * refuse those as no link, as they always have.
 * `lock` takes the row for the rest of the transaction, so two submissions of one link queue
 * and the second finds it submitted (or cancelled).
 */
export async function findLiveLink(
  db: DbExecutor,
  token: string,
  options: { lock?: boolean; explain?: boolean } = {},
): Promise<LiveLink | undefined> {
  const row = await linkRow(db, { current: token }, options.lock);
  if (!row) {
    if (options.explain) await explainReplaced(db, token, options.lock);
    return undefined;
  }
  const state = stateOf(row);
  if (state === 'cancelled' || (state && options.explain)) throw new LinkGone(state, row);
  if (state) return undefined;
  return {
    id: String(row.id),
    companyId: row.company_id,
    practiceName: row.name,
    logoKey: row.logo_key,
    branding: {
      phone: row.phone?.trim() || null,
      address: practiceAddressLine(row),
      // Only a colour readable with white text reaches the page (the profile refuses others).
      brandColor:
        row.brand_color && isReadableBrandColour(row.brand_color) ? row.brand_color : null,
    },
    formId: row.form_id,
    bucketId: row.bucket_id,
    channel: row.channel,
    opened: row.opened_at !== null,
    consent:
      row.consent_version !== null && row.consent_accepted_at !== null
        ? { version: row.consent_version, acceptedAt: row.consent_accepted_at }
        : null,
    language: row.language,
  };
}

/**
 * Issue 36: a token a resend replaced (the URL of an older message). On the patient's page it is
 * explained like any real link that no longer opens: by the link's own state when it is done,
 * else as replaced, saying a newer link was sent. Everywhere else it is no link, as before.
 */
async function explainReplaced(db: DbExecutor, token: string, lock?: boolean): Promise<void> {
  const row = await linkRow(db, { replaced: token }, lock);
  if (row) throw new LinkGone(stateOf(row) ?? 'replaced', row);
}

/** The link behind an older message's token (issue 36), of a live practice, or undefined. */
export async function findReplacedLink(db: DbExecutor, token: string, lock?: boolean) {
  return linkRow(db, { replaced: token }, lock);
}

/** A link's row and its practice's, by its current token or by one a resend replaced. */
async function linkRow(
  db: DbExecutor,
  by: { current: string } | { replaced: string },
  lock?: boolean,
) {
  let query = db
    .selectFrom('form_links as l')
    .innerJoin('companies as c', 'c.id', 'l.company_id')
    .select([
      'l.id',
      'l.company_id',
      'l.form_id',
      'l.bucket_id',
      'l.channel',
      'l.opened_at',
      'l.cancelled_at',
      'l.consent_version',
      'l.consent_accepted_at',
      'l.submitted_at',
      'l.expires_at',
      'l.renewal_requested_at',
      'l.language',
      sql<boolean>`l.expires_at > now()`.as('unexpired'),
      'c.name',
      'c.logo_key',
      'c.phone',
      'c.time_zone',
      'c.address',
      'c.address1',
      'c.city',
      'c.state',
      'c.zip',
      'c.brand_color',
    ])
    .where((eb) =>
      'current' in by
        ? eb('l.token_hash', '=', hashToken(by.current))
        : eb(
            'l.id',
            '=',
            eb
              .selectFrom('replaced_link_tokens')
              .select('link_id')
              .where('token_hash', '=', hashToken(by.replaced)),
          ),
    )
    .where('c.status', '=', 1)
    .where('c.deleted_at', 'is', null);
  if (lock) query = query.forUpdate('l');
  return query.executeTakeFirst();
}

/** The link's live forms in order (a bucket's in its order); none when all are gone. */
export async function linkForms(db: DbExecutor, link: LiveLink): Promise<LinkForm[]> {
  let query = db
    .selectFrom('forms as f')
    .select(['f.id', 'f.description'])
    .where('f.company_id', '=', link.companyId)
    .where('f.deleted_at', 'is', null);
  if (link.bucketId !== null) {
    const bucketId = link.bucketId;
    query = query
      .innerJoin('bucket_forms as bf', 'bf.form_id', 'f.id')
      .innerJoin('buckets as b', 'b.id', 'bf.bucket_id')
      .where('b.id', '=', bucketId)
      .where('b.deleted_at', 'is', null)
      .orderBy('bf.position')
      .orderBy('f.id');
  } else {
    query = query.where('f.id', '=', link.formId ?? -1);
  }
  const rows = await query.execute();
  const forms: LinkForm[] = [];
  for (const row of rows) {
    const definition = await loadFormDefinition(db, row.id);
    if (definition) forms.push({ definition, description: row.description });
  }
  return forms;
}

/** What messages about the link call it: its bucket's or its form's title (both still exist). */
export async function linkTitle(
  db: DbExecutor,
  link: Pick<LiveLink, 'formId' | 'bucketId'>,
): Promise<string> {
  const query =
    link.bucketId === null
      ? db
          .selectFrom('forms')
          .select('title')
          .where('id', '=', link.formId ?? -1)
      : db.selectFrom('buckets').select('title').where('id', '=', link.bucketId);
  return (await query.executeTakeFirstOrThrow()).title;
}

/** What the patient's page needs to draw a form; templates are drawn from core by id. */
export function publicForm({ definition, description }: LinkForm): PublicForm {
  if (definition.kind === 'template') {
    return {
      id: definition.formId,
      title: definition.template.title,
      version: definition.version,
      kind: 'template',
      template_id: definition.template.id,
      tailoring: definition.tailoring,
    };
  }
  return {
    id: definition.formId,
    title: definition.title,
    version: definition.version,
    kind: 'custom',
    description,
    fields: [...definition.fields],
  };
}

/** Who the audit names for a patient's act: an address, in the link's company. */
export const actorFor = (link: LiveLink, ip: string | null): AuditActor => ({
  ...anonymous(ip),
  companyId: link.companyId,
});
