import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sealedKeyId } from '../../lib/crypto.js';
import { addPrimaryKey, readKeyring } from '../../lib/keyring.js';
import { linkWorld, recordsRelease, submit } from '#test/factories/patient-links.js';
import { recipientMac } from '../../lib/recipient.js';

// Security II, finding 4: patient keys are keyed (HMAC) and follow a key rotation; the address
// a link was sent to is sealed like the answers.
const t = linkWorld();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function visit(first: string, last: string, dob: string) {
  const { token, linkId } = await t.link();
  const fields = { ...recordsRelease(), patient_firstname: first, patient_lastname: last, dob };
  expect((await submit(t.app, token, { fields, formId: t.formId })).statusCode).toBe(201);
  return t.db
    .selectFrom('encounters')
    .selectAll()
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
}

async function patientsListed(search: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/submitted-forms?search=${encodeURIComponent(search)}`,
    headers: t.clinic.headers,
  });
  expect(answer.statusCode).toBe(200);
  const body = answer.json<{ data: { patients: { files: unknown[] }[] }; total: number }>();
  return { total: body.total, data: body.data.patients };
}

/** The distinct-patient counter (migration 0009), which has no typed table. */
async function patientKeyRows(companyId: number) {
  const result = await sql<{ patient_key: string; encounters: number }>`
    select patient_key, encounters from patient_keys where company_id = ${companyId}`.execute(t.db);
  return result.rows;
}

describe('patient keys', () => {
  it('are an HMAC under a key derived from the keyring, not a sha256 of name and birth date', async () => {
    const row = await visit('Ottilie', 'Brandvold', '1961-05-02');
    expect(row.patient_key).not.toBe(sha256('ottilie|brandvold|1961-05-02'));
    expect(row.patient_key_id).toBe(t.app.cipher.primaryKeyId());
    const key = readKeyring(t.config.dataDir)![0]!;
    const derived = Buffer.from(hkdfSync('sha256', key, '', 'paperless-clinic patient-key v1', 32));
    const expected = createHmac('sha256', derived).update('ottilie|brandvold|1961-05-02');
    expect(row.patient_key).toBe(expected.digest('hex'));
  });

  it('group one patient before, during and after a key rotation', async () => {
    const before = await visit('Marguerite', 'Oyelaran', '1977-11-30');
    addPrimaryKey(t.config.dataDir);
    t.app.cipher.refresh();
    // A visit while the rotation is under way: the patient's older rows move to the new key.
    const during = await visit(' marguerite ', 'OYELARAN', '1977-11-30');
    expect(during.patient_key_id).toBe(t.app.cipher.primaryKeyId());
    expect(during.patient_key_id).not.toBe(before.patient_key_id);
    let listed = await patientsListed('Oyelaran');
    expect(listed.total).toBe(1);
    expect(listed.data[0]!.files).toHaveLength(2);

    addPrimaryKey(t.config.dataDir);
    await t.app.keyReseal.drain();
    const rows = await t.db
      .selectFrom('encounters')
      .select(['patient_key', 'patient_key_id'])
      .where('id', 'in', [before.id, during.id])
      .execute();
    expect(new Set(rows.map((r) => r.patient_key)).size).toBe(1);
    expect(rows.every((r) => r.patient_key_id === t.app.cipher.primaryKeyId())).toBe(true);
    listed = await patientsListed('Oyelaran');
    expect(listed.total).toBe(1);
    expect(listed.data[0]!.files).toHaveLength(2);
    // The distinct-patient counter followed the key: one row for this patient, two visits.
    const counters = await patientKeyRows(t.clinic.id);
    const mine = counters.filter((c) => c.patient_key === rows[0]!.patient_key);
    expect(mine).toEqual([expect.objectContaining({ encounters: 2 })]);
    expect(counters.filter((c) => c.patient_key === before.patient_key)).toEqual([]);
  });

  it('converts keys made before (unsalted sha256) and keeps the patient together', async () => {
    const first = await visit('Leocadia', 'Ferrante', '1990-01-15');
    const legacy = sha256('leocadia|ferrante|1990-01-15');
    // As migration 0012 leaves a row made by the old code: the sha256, no key id.
    await sql`update patient_keys set patient_key = ${legacy}
      where patient_key = ${first.patient_key}`.execute(t.db);
    await t.db
      .updateTable('encounters')
      .set({ patient_key: legacy, patient_key_id: null })
      .where('id', '=', first.id)
      .execute();

    const second = await visit('Leocadia', 'Ferrante', '1990-01-15');
    const converted = await t.db
      .selectFrom('encounters')
      .select(['patient_key', 'patient_key_id'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(converted).toEqual({
      patient_key: second.patient_key,
      patient_key_id: second.patient_key_id,
    });
    expect((await patientsListed('Ferrante')).total).toBe(1);

    // A legacy row nobody visits again is converted by the re-seal the server runs at start.
    const third = await visit('Casimir', 'Wojtyla', '1955-07-07');
    await t.db
      .updateTable('encounters')
      .set({ patient_key: sha256('casimir|wojtyla|1955-07-07'), patient_key_id: null })
      .where('id', '=', third.id)
      .execute();
    await sql`update patient_keys set patient_key = ${sha256('casimir|wojtyla|1955-07-07')}
      where patient_key = ${third.patient_key}`.execute(t.db);
    await t.app.keyReseal.drain();
    const after = await t.db
      .selectFrom('encounters')
      .select(['patient_key', 'patient_key_id'])
      .where('id', '=', third.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ patient_key: third.patient_key, patient_key_id: third.patient_key_id });
    expect(await patientKeyRows(t.clinic.id)).toContainEqual(
      expect.objectContaining({ patient_key: third.patient_key, encounters: 1 }),
    );
  });
});

describe('the address a link was sent to', () => {
  const address = 'hortensia.vale@example.com';

  it('of a link sent before recipient MACs gets one, so a search by the address finds it', async () => {
    // makeLink stores a link as versions before migration 0014 did: no MAC, address in clear.
    const { linkId } = await t.link();
    const search = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/links?q=patient@example.com',
        headers: t.clinic.headers,
      });
    const ids = async () =>
      (await search()).json<{ data: { id: number | string }[] }>().data.map((l) => String(l.id));
    expect(await ids()).not.toContain(linkId);

    await t.app.keyReseal.drain();
    const row = await t.db
      .selectFrom('form_links')
      .select('recipient_mac')
      .where('id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(row.recipient_mac).toBe(recipientMac(t.app.cipher, 'email', 'patient@example.com'));
    expect(await ids()).toContain(linkId);
  });

  it('is sealed in form_links, listed and resent in clear to the clinic only', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/forms/send',
      payload: { formId: t.formId, emails: [address], phone_numbers: ['5125550123'] },
      headers: t.clinic.headers,
    });
    expect(sent.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('form_links')
      .select(['id', 'recipient'])
      .where('company_id', '=', t.clinic.id)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    for (const row of rows) {
      expect(row.recipient).not.toContain('hortensia');
      expect(row.recipient).not.toContain('5550123');
      expect(sealedKeyId(row.recipient)).toBe(t.app.cipher.primaryKeyId());
    }

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/links',
      headers: t.clinic.headers,
    });
    const recipients = list.json<{ data: { recipient: string }[] }>().data.map((l) => l.recipient);
    expect(recipients).toEqual(expect.arrayContaining([address, '5125550123']));

    const emailLink = rows.find((r) => t.app.cipher.decryptJson(r.recipient) === address)!;
    const queued = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from outbox`.execute(t.db)).rows[0]!.n);
    const before = await queued();
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/links/${emailLink.id}/resend`,
      headers: t.clinic.headers,
    });
    expect(resent.statusCode).toBe(200);
    expect(await queued()).toBe(before + 1);
  });

  it('is sealed again under a new primary key, and one stored in clear gets sealed', async () => {
    const { linkId } = await t.link();
    const clear = await t.db
      .selectFrom('form_links')
      .select('recipient')
      .where('id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(clear.recipient).toBe('patient@example.com');
    addPrimaryKey(t.config.dataDir);
    await t.app.keyReseal.drain();
    const rows = await t.db.selectFrom('form_links').select('recipient').execute();
    for (const row of rows) {
      expect(sealedKeyId(row.recipient)).toBe(t.app.cipher.primaryKeyId());
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/links',
      headers: t.clinic.headers,
    });
    expect(list.json<{ data: { recipient: string }[] }>().data.map((l) => l.recipient)).toContain(
      'patient@example.com',
    );
  });
});
