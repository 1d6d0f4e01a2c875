import { randomBytes } from 'node:crypto';
import { sql, Migrator } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { migrateToLatest, migrationProvider } from '../../db/migrate.js';
import { openTestDatabase } from '#test/support/database.js';
import { createCipher } from '../crypto.js';
import { sealLegacyMessages } from './legacy.js';
import { openText, scrubExpired } from './sealing.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop());

const cipher = createCipher(randomBytes(32));
const token = 'Zq3xLiveTokenFromBeforeSealing0123456789';

it('scrubs delivered messages at migration and seals the others at start', async () => {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(
    '0010_email_changes',
  );
  expect(error).toBeUndefined();
  // An installation's outbox before 0011: bodies with links in clear, delivered or not, and a
  // custom role that was given view_outbox.
  await sql`insert into outbox (channel, recipient, subject, body_text, state, created_at) values
    ('email', 'jane.doe@example.com', 'Reset', ${`http://app.test/new-password/${token}`}, 'sent', now()),
    ('email', 'ann@example.com', 'Invite', ${`Join: http://app.test/new-password/${token}2`}, 'outbox', now()),
    ('sms', '+15125550147', null, ${`Form: http://app.test/form-fill/${token}3`}, 'outbox', now() - interval '40 days')
  `.execute(db);
  await sql`insert into roles (name, kind, is_system) values ('Mail reader', 'provider', false)`.execute(
    db,
  );
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p
    where r.name = 'Mail reader' and p.key = 'view_outbox'`.execute(db);

  await migrateToLatest(db);

  const rows = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
  expect(rows.map((r) => r.recipient_masked)).toEqual([
    'j•••e@e•••e.com',
    'a•••n@e•••e.com',
    '•••0147',
  ]);
  expect(rows[0]).toMatchObject({ legacy_body: null, legacy_recipient: null, body_sealed: null });
  expect(rows[0]!.scrubbed_at).not.toBeNull();
  expect(rows[1]!.legacy_body).toContain(token);
  const readers = await sql<{ name: string }>`select r.name from role_permissions rp
    join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id
    where p.key = 'view_outbox'`.execute(db);
  expect(readers.rows.map((r) => r.name)).not.toContain('Mail reader');

  // At start the server seals what is left; the sweep then drops links past their lifetime.
  expect(await sealLegacyMessages(db, cipher)).toBe(2);
  expect(await sealLegacyMessages(db, cipher)).toBe(0);
  await scrubExpired(db);
  const after = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
  expect(JSON.stringify(after)).not.toContain(token);
  expect(openText(cipher, after[1]!.recipient_sealed!)).toBe('ann@example.com');
  expect(openText(cipher, after[1]!.body_sealed!)).toContain(`${token}2`);
  expect(after[2]).toMatchObject({ body_sealed: null, recipient_sealed: null });
  expect(openText(cipher, after[2]!.safe_body_sealed!)).toBe('Form: [link removed]');
});
