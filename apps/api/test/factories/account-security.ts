import type { LoginResponse, MfaSetupResponse, RecoveryCodesResponse } from '@paperless/core';
import type { Db } from '../../src/db/database.js';
import type { TestApp } from '../support/app.js';
import { bearer, loginAs, type TestUser } from './users.js';
import { totpAt } from '../../src/modules/auth/account-security/totp.js';

/**
 * A fresh code for the user's secret. Codes are single use per 30-second step, so tests that
 * sign in several times within one step forget the last step first.
 */
export async function freshCode(db: Db, userId: number, secret: string): Promise<string> {
  await db.updateTable('users').set({ totp_last_step: null }).where('id', '=', userId).execute();
  return totpAt(secret);
}

/** Turns two-factor on through the API, as a user would in Settings. */
export async function enableMfaFor(t: TestApp, user: TestUser) {
  const session: LoginResponse = await loginAs(t.app, user);
  const auth = bearer(session.token);
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  await post('/api/account/reauth', { password: user.password });
  const setup = (await post('/api/account/mfa/setup')).json<MfaSetupResponse>();
  const enabled = await post('/api/account/mfa/enable', { code: totpAt(setup.secret) });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  return {
    token: session.token,
    secret: setup.secret,
    recoveryCodes: enabled.json<RecoveryCodesResponse>().recovery_codes,
  };
}
