import { sql, type Kysely } from 'kysely';

/**
 * Issue 18, Verify a document: a clinic drops a PDF and learns which of its submissions it is an
 * unaltered copy of, by the SHA-256 of the PDF as made (submissions.pdf_sha256). The lookup is
 * one company's rows with that hash; without this index it reads every submission of the
 * company (a busy clinic has hundreds of thousands). Partial: rows without a PDF never match.
 * Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists submissions_company_pdf_sha256
    on submissions (company_id, pdf_sha256) where pdf_sha256 is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists submissions_company_pdf_sha256`.execute(db);
}
