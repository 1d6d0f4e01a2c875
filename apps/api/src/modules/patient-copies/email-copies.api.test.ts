import { COPY_MAX_DOB_FAILURES, patientCopyMessages as m } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { bearer } from '#test/factories/users.js';
import { outboxTo } from '#test/support/outbox.js';
import { copyHarness } from '#test/factories/patient-copies.js';

const { s, completed, info, pdf, setting, copyRow, auditOf, mailedToken, expire } = copyHarness();

describe('the e-mailed copy', () => {
  it('is sent only when the clinic chose it, holds no patient data, and asks for the birth date', async () => {
    const off = await completed();
    expect(await outboxTo(s.t, off.to)).toHaveLength(0);

    expect((await setting(true)).statusCode).toBe(200);
    try {
      const on = await completed();
      const { token, message } = await mailedToken(on.to);
      expect(token).not.toBe(on.copy!.token);
      expect(message.subject).toBe('Sunrise Family Clinic: your copy of your signed forms');
      expect(message.body_text).toContain('Sunrise Family Clinic');
      expect(message.body_text).toContain('date of birth');
      expect(message.body_text).toContain(`http://app.test/copy/${token}`);
      for (const secret of ['Zelda', 'Quimby', '1984', '03/07', 'Records Release']) {
        expect(message.body_text).not.toContain(secret);
      }
      const row = await copyRow(token);
      expect(row.kind).toBe('email');
      const days = (row.expires_at.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      // The outbox forgets the link when the copy expires.
      const stored = await s.t.db
        .selectFrom('outbox')
        .select(['link_ref', 'link_expires_at'])
        .where('id', '=', message.id)
        .executeTakeFirstOrThrow();
      expect(stored.link_ref).toBe(`patient_copies:${row.id}`);
      expect(stored.link_expires_at).toEqual(row.expires_at);

      await s.t.app.pdfWorker.drain();
      expect((await info(token)).json().data).toMatchObject({ kind: 'email', needs_dob: true });
      const missing = await pdf(token);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ dob: [m.dobRequired] });
      const right = await pdf(token, { dob: '1984-03-07' });
      expect(right.statusCode).toBe(200);
      expect(right.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await auditOf('patient_copy.viewed', row.id)).toHaveLength(1);

      // A text link gets its copy by text.
      const texted = await completed('sms');
      const [sms, ...more] = await outboxTo(s.t, texted.to);
      expect(more).toHaveLength(0);
      expect(sms!.channel).toBe('sms');
      expect(sms!.body_text).toMatch(
        /^Sunrise Family Clinic: .*http:\/\/app\.test\/copy\/\S+ Reply STOP/,
      );
    } finally {
      await setting(false);
    }
  });

  it('counts wrong birth dates, locks at the fifth, and expires after 7 days', async () => {
    await setting(true);
    try {
      const locked = await completed();
      const first = await completed();
      await s.t.app.pdfWorker.drain();
      const { token } = await mailedToken(locked.to);
      for (let i = 1; i < COPY_MAX_DOB_FAILURES; i++) {
        const wrong = await pdf(token, { dob: '1990-01-01' });
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().errors.dob).toEqual([m.wrongDob(COPY_MAX_DOB_FAILURES - i)]);
      }
      const fifth = await pdf(token, { dob: '1990-01-01' });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().message).toBe(m.locked('Sunrise Family Clinic'));
      // Locked for good: the right date no longer opens it.
      expect((await pdf(token, { dob: '1984-03-07' })).statusCode).toBe(429);
      expect((await info(token)).statusCode).toBe(429);
      const row = await copyRow(token);
      expect(row.locked_at).toBeInstanceOf(Date);
      expect(await auditOf('patient_copy.dob_failed', row.id)).toHaveLength(4);
      expect(await auditOf('patient_copy.locked', row.id)).toHaveLength(1);
      expect(await auditOf('patient_copy.viewed', row.id)).toHaveLength(0);
      const logged = await s.t.db
        .selectFrom('audit_log')
        .select('details')
        .where('target_id', '=', row.id)
        .where('action', 'like', 'patient_copy.%')
        .execute();
      for (const entry of logged) expect(JSON.stringify(entry.details)).not.toContain('1990');

      const later = await mailedToken(first.to);
      await expire(later.token);
      const gone = await pdf(later.token, { dob: '1984-03-07' });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toBe(m.expired('Sunrise Family Clinic'));
    } finally {
      await setting(false);
    }
  });
});

describe('the clinic setting', () => {
  it("is the owner's to change, audited; other clinic users may read it", async () => {
    const staff = bearer(s.clinic.staff.token);
    expect((await setting(true, staff)).statusCode).toBe(403);
    const read = await s.t.app.inject({
      method: 'GET',
      url: '/api/company/patient-copies',
      headers: staff,
    });
    expect(read.json()).toEqual({ data: { email_patient_copy: false } });

    const saved = await setting(true);
    expect(saved.json()).toEqual({ data: { email_patient_copy: true } });
    await setting(false);
    const audits = await s.t.db
      .selectFrom('audit_log')
      .select(['details', 'user_id'])
      .where('action', '=', 'company.patient_copy_setting')
      .where('company_id', '=', s.clinic.id)
      .orderBy('id')
      .execute();
    expect(audits.at(-2)).toMatchObject({ user_id: s.clinic.owner.id });
    expect(audits.at(-1)!.details).toEqual({ from: true, to: false });
  });
});
