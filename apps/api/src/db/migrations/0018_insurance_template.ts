import { sql, type Kysely } from 'kysely';

/**
 * Spec decision 27: the built-in Insurance Information template (template 11, packages/core
 * form-11-insurance-information.ts). New companies get it with the others (companies/forms.ts);
 * this gives every existing company its form row, as giveTemplateForms would have made it. A
 * company that already has one (of any state: a clinic may have removed it) is left alone, so
 * running it again changes nothing. The title and version are written here, not read from core,
 * so the migration means the same whatever the template becomes later.
 */
const TEMPLATE = { id: 11, title: 'Insurance Information', version: 1 } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into forms (company_id, template_id, title, version)
    select c.id, ${TEMPLATE.id}, ${TEMPLATE.title}, ${TEMPLATE.version}
    from companies c
    where not exists (
      select 1 from forms f where f.company_id = c.id and f.template_id = ${TEMPLATE.id})
    order by c.id`.execute(db);
}

/** Only rows nothing refers to go: a form sent, bundled or answered stays with its records. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from forms f
    where f.template_id = ${TEMPLATE.id}
      and not exists (select 1 from form_links l where l.form_id = f.id)
      and not exists (select 1 from bucket_forms b where b.form_id = f.id)
      and not exists (select 1 from link_steps k where k.form_id = f.id)
      and not exists (select 1 from form_versions v where v.form_id = f.id)
      and not exists (select 1 from submissions s where s.form_id = f.id)
      and not exists (select 1 from form_uploads u where u.form_id = f.id)`.execute(db);
}
