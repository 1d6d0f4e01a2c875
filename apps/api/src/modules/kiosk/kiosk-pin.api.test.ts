import { KIOSK_PIN_TRIES, kioskMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { open } from '#test/factories/patient-links.js';
import { frontDeskWorld } from '#test/factories/sending.js';
import { asKiosk, KIOSK_PIN, startKiosk } from '#test/factories/kiosk.js';

const t = frontDeskWorld('America/Chicago');

const device = (id: number) =>
  t.db
    .selectFrom('kiosk_devices')
    .selectAll()
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();

describe('leaving kiosk mode with the PIN', () => {
  it('the right PIN ends the device and cancels its open fill', async () => {
    const { token, id } = await startKiosk(t, t.clinic, { allowPatientStart: true });
    const fill = await asKiosk(t, token, 'POST', '/api/kiosk/fills', {
      form_id: t.formId,
      patient_name: 'Robin',
    });
    const link = fill.json().data.token as string;
    const exit = await asKiosk(t, token, 'POST', '/api/kiosk/exit', { pin: KIOSK_PIN });
    expect(exit.statusCode, exit.body).toBe(200);
    expect((await device(id)).ended_at).not.toBeNull();
    expect((await open(t.app, link)).statusCode).toBe(410);
    const after = await asKiosk(t, token, 'GET', '/api/kiosk/session');
    expect(after.statusCode).toBe(401);
  });

  it('counts wrong PINs, locks entry after five, tells the clinic, and audits', async () => {
    const { token, id } = await startKiosk(t, t.clinic);
    const bellBefore = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', t.clinic.owner.id)
      .execute();
    for (let i = 1; i < KIOSK_PIN_TRIES; i++) {
      const wrong = await asKiosk(t, token, 'POST', '/api/kiosk/exit', { pin: '0000' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.pin).toEqual([kioskMessages.wrongPin(KIOSK_PIN_TRIES - i)]);
    }
    // The PIN that starts a fill counts toward the same lock.
    const last = await asKiosk(t, token, 'POST', '/api/kiosk/fills', {
      form_id: t.formId,
      patient_name: 'Sam',
      pin: '1111',
    });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(kioskMessages.pinLocked);
    // Locked: even the right PIN is refused for now, and the device stays in kiosk mode.
    const right = await asKiosk(t, token, 'POST', '/api/kiosk/exit', { pin: KIOSK_PIN });
    expect(right.statusCode).toBe(429);
    const row = await device(id);
    expect(row.ended_at).toBeNull();
    expect(row.pin_locked_until!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const actions = await t.db
      .selectFrom('audit_log')
      .select(['action', 'company_id', 'outcome'])
      .where('target_type', '=', 'kiosk_device')
      .where('target_id', '=', String(id))
      .execute();
    expect(actions.filter((a) => a.action === 'kiosk.pin_failed')).toHaveLength(
      KIOSK_PIN_TRIES - 1,
    );
    expect(actions.filter((a) => a.action === 'kiosk.pin_locked')).toHaveLength(1);
    expect(actions.every((a) => a.company_id === t.clinic.id)).toBe(true);
    const bell = await t.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', t.clinic.owner.id)
      .execute();
    expect(bell.length).toBe(bellBefore.length + 1);
    expect(bell.at(-1)?.title).toBe(kioskMessages.pinLockedNoticeTitle);

    // The staff list shows the lock; once it has passed, the right PIN works again.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/kiosk/devices',
      headers: t.clinic.headers,
    });
    expect(
      list.json().data.find((d: { id: number }) => d.id === id).pin_locked_until,
    ).not.toBeNull();
    await t.db
      .updateTable('kiosk_devices')
      .set({ pin_locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', String(id))
      .execute();
    const again = await asKiosk(t, token, 'POST', '/api/kiosk/exit', { pin: KIOSK_PIN });
    expect(again.statusCode, again.body).toBe(200);
  });

  /**
   * Security III, finding 6: the lock was read before the transaction that counts, so 40 PINs at
   * once got 7 to 13 checks past the fifth try, and a right PIN among them cleared the lock.
   */
  it('answers a burst of wrong PINs as one sequence: nothing is checked past the lock', async () => {
    const { token, id } = await startKiosk(t, t.clinic);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        asKiosk(t, token, 'POST', '/api/kiosk/exit', { pin: String(1000 + i) }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(KIOSK_PIN_TRIES - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - (KIOSK_PIN_TRIES - 1));
    const locks = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'kiosk.pin_locked')
      .where('target_id', '=', String(id))
      .execute();
    expect(locks).toHaveLength(1);
    const right = await asKiosk(t, token, 'POST', '/api/kiosk/exit', { pin: KIOSK_PIN });
    expect(right.statusCode).toBe(429);
    expect((await device(id)).ended_at).toBeNull();
  });

  it('a right PIN resets the count of wrong ones', async () => {
    const { token, id } = await startKiosk(t, t.clinic);
    await asKiosk(t, token, 'POST', '/api/kiosk/exit', { pin: '0000' });
    await asKiosk(t, token, 'POST', '/api/kiosk/exit', { pin: '0000' });
    expect((await device(id)).pin_failures).toBe(2);
    const fill = await asKiosk(t, token, 'POST', '/api/kiosk/fills', {
      form_id: t.formId,
      patient_name: 'Ari',
      pin: KIOSK_PIN,
    });
    expect(fill.statusCode, fill.body).toBe(201);
    expect((await device(id)).pin_failures).toBe(0);
  });
});
