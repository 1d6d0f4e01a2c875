import type { SetupChecklist, SetupStep } from '@paperless/core';
import type { Config } from '../../../config.js';
import type { DbExecutor } from '../../../db/database.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { companiesFor } from '../../../lib/tenancy.js';

/**
 * The first-run checklist (issue 20). It is for whoever sets the installation up, so it is
 * answered only to holders of manage_plans (Super Admin, Sub-Super Admin, Product Admin), and
 * names only the steps the caller may take: e-mail is server configuration, which only the
 * holder of view_outbox (Super Admin) reads the fallback of. Every step ticks itself from data,
 * so there is nothing to dismiss: the checklist is gone once every step is done.
 */
export async function getSetupChecklist(
  db: DbExecutor,
  auth: AuthContext,
  config: Pick<Config, 'mail'>,
): Promise<SetupChecklist> {
  const may = (permission: string) => auth.permissions.includes(permission);
  if (!may('manage_plans')) return { steps: [] };
  const [plan, client] = await Promise.all([
    db
      .selectFrom('plans')
      .select('id')
      .where('deleted_at', 'is', null)
      // A custom plan is made for one client; the checklist asks for a plan anyone can take.
      .where('company_name', 'is', null)
      .limit(1)
      .executeTakeFirst(),
    may('manage_clients')
      ? companiesFor(db, auth).select('c.id').limit(1).executeTakeFirst()
      : undefined,
  ]);
  const steps: SetupStep[] = [{ key: 'plan', done: plan !== undefined }];
  if (may('manage_clients')) steps.push({ key: 'client', done: client !== undefined });
  if (may('view_outbox')) steps.push({ key: 'email', done: Boolean(config.mail.smtpUrl) });
  return { steps };
}
