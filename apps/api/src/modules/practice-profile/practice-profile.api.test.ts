import {
  companyMessages,
  messages,
  practiceProfileMessages,
  ROLE,
  type PracticeProfileResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankPng } from '#test/factories/images.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { logoMessages } from '../companies/logo.js';
import { multipartBody } from '#test/factories/companies.js';
import { makeLink, open, templateFormId } from '#test/factories/patient-links.js';

let t: TestApp;
let a: TestClinic;
let b: TestClinic;
let superHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClinic(t.app, t.db);
  b = await createClinic(t.app, t.db);
  superHeaders = bearer((await loginAs(t.app, await createUser(t.db, ROLE.superAdmin))).token);
});
afterAll(() => t.close());

const URL = '/api/company/practice-profile';
const profile = (overrides: object = {}) => ({
  phone: '(512) 555-0142',
  address: '12 Lake Road',
  address1: 'Suite 4',
  city: 'Austin',
  state: 'Texas',
  zip: '78701',
  brand_color: '#1C5D99',
  ...overrides,
});
const get = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: URL, query, headers });
const put = (headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'PUT', url: URL, payload: body, headers });
async function uploadLogo(headers: Record<string, string>, bytes: Uint8Array, fields = {}) {
  const body = await multipartBody(fields, { bytes, name: 'logo.png' });
  return t.app.inject({
    method: 'POST',
    url: `${URL}/logo`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.body,
  });
}

async function audits(companyId: number, action: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('target_type', '=', 'company')
    .where('target_id', '=', String(companyId))
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}

describe('the practice profile', () => {
  it("saves the owner's phone, address and colour, audited, and the client form shows them", async () => {
    const saved = await put(a.headers, profile());
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<PracticeProfileResponse>();
    expect(body.message).toBe(practiceProfileMessages.saved);
    expect(body.data).toMatchObject({ ...profile(), brand_color: '#1c5d99', logo_url: null });
    expect((await get(a.headers)).json<PracticeProfileResponse>().data).toEqual(body.data);
    // Provider staff read the same columns in the client form.
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/company/view/${a.id}`,
      headers: superHeaders,
    });
    expect(staffView.json().data).toMatchObject({ phone: '(512) 555-0142', city: 'Austin' });
    const [row] = await audits(a.id, 'company.practice_profile_update');
    const details = typeof row!.details === 'string' ? JSON.parse(row!.details) : row!.details;
    expect(details.changes.brand_color).toEqual({ from: null, to: '#1c5d99' });
    expect(details.changes.phone.to).toBe('(512) 555-0142');
  });

  it('puts each message under its field, the client form messages for the shared fields', async () => {
    const response = await put(
      a.headers,
      profile({ phone: 'call me', zip: '123', city: 'Austin 9', state: 'Narnia', address: ' ' }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      phone: [companyMessages.invalidPhone],
      zip: [companyMessages.zipLength],
      city: [companyMessages.cityLetters],
      state: [messages.required],
      address: [messages.required],
    });
  });

  it('refuses a colour too light for white text, and one that is not #rrggbb', async () => {
    const light = await put(a.headers, profile({ brand_color: '#ffd43b' }));
    expect(light.statusCode).toBe(422);
    expect(light.json().errors).toEqual({ brand_color: [practiceProfileMessages.colourTooLight] });
    const odd = await put(a.headers, profile({ brand_color: 'blue' }));
    expect(odd.json().errors).toEqual({ brand_color: [practiceProfileMessages.colourFormat] });
    // Blank: back to the product's own colour.
    const none = await put(a.headers, profile({ brand_color: '' }));
    expect(none.json<PracticeProfileResponse>().data.brand_color).toBeNull();
  });

  it("saves the patients' language a send defaults to, keeps it when not sent, refuses others", async () => {
    expect((await get(a.headers)).json<PracticeProfileResponse>().data.patient_language).toBe('en');
    const saved = await put(a.headers, profile({ patient_language: 'es' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PracticeProfileResponse>().data.patient_language).toBe('es');
    const row = await t.db
      .selectFrom('companies')
      .select('patient_language')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.patient_language).toBe('es');
    const [audit] = await audits(a.id, 'company.practice_profile_update');
    const details =
      typeof audit!.details === 'string' ? JSON.parse(audit!.details) : audit!.details;
    expect(details.changes.patient_language).toEqual({ from: 'en', to: 'es' });
    // A save from before the field (issue 20's dialog) leaves the language as it is.
    const kept = await put(a.headers, profile());
    expect(kept.json<PracticeProfileResponse>().data.patient_language).toBe('es');
    const refused = await put(a.headers, profile({ patient_language: 'fr' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      patient_language: [practiceProfileMessages.patientLanguage],
    });
    // Only the owner: the Sub-Client Admin's save is refused and changes nothing.
    const staff = await put(bearer(a.staff.token), profile({ patient_language: 'en' }));
    expect(staff.statusCode).toBe(403);
    expect((await get(a.headers)).json<PracticeProfileResponse>().data.patient_language).toBe('es');
    await put(a.headers, profile({ patient_language: 'en' }));
  });

  it("is the owner's alone: a Sub-Client Admin and provider staff are refused", async () => {
    expect((await get(bearer(a.staff.token))).statusCode).toBe(403);
    expect((await put(bearer(a.staff.token), profile())).statusCode).toBe(403);
    expect((await get(superHeaders, { company_id: String(a.id) })).statusCode).toBe(403);
    const logo = await uploadLogo(bearer(a.staff.token), blankPng(40, 40));
    expect(logo.statusCode).toBe(403);
  });

  it("cannot reach another clinic's profile", async () => {
    const before = await get(b.headers);
    const named = { company_id: String(b.id) };
    expect((await get(a.headers, named)).statusCode).toBe(404);
    expect((await put(a.headers, profile({ company_id: b.id }))).statusCode).toBe(404);
    expect((await uploadLogo(a.headers, blankPng(40, 40), named)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/logo`,
      query: named,
      headers: a.headers,
    });
    expect(removed.statusCode).toBe(404);
    expect((await get(b.headers)).json()).toEqual(before.json());
  });

  it('changes and removes the logo, audited, through the shared image checks', async () => {
    const refused = await uploadLogo(a.headers, Buffer.from('not an image'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ logo: [logoMessages.type] });

    const uploaded = await uploadLogo(a.headers, blankPng(300, 120));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl = uploaded.json<PracticeProfileResponse>().data.logo_url!;
    expect(logoUrl).toMatch(/^\/api\/logos\/[0-9a-f]{32}\.(png|jpg|webp)$/);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
    expect(await audits(a.id, 'company.logo_update')).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/logo`,
      headers: a.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<PracticeProfileResponse>().data.logo_url).toBeNull();
    expect((await get(a.headers)).json<PracticeProfileResponse>().data.logo_url).toBeNull();
    expect(await audits(a.id, 'company.logo_remove')).toHaveLength(1);
  });

  it("reaches the patient's page: phone, one-line address, logo and a readable colour", async () => {
    await put(b.headers, profile({ brand_color: '#2f7d32' }));
    const formId = await templateFormId(t.db, b.id, 1);
    const { token } = await makeLink(t.db, { companyId: b.id, formId });
    const answer = await open(t.app, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.practice).toMatchObject({
      phone: '(512) 555-0142',
      address: '12 Lake Road, Suite 4, Austin, Texas 78701',
      logo_url: null,
      brand_color: '#2f7d32',
    });
    // A colour stored before the rule (or by hand) that white text cannot be read on stays off.
    await t.db
      .updateTable('companies')
      .set({ brand_color: '#ffd43b' })
      .where('id', '=', b.id)
      .execute();
    const again = await open(t.app, (await makeLink(t.db, { companyId: b.id, formId })).token);
    expect(again.json().data.practice.brand_color).toBeNull();
  });
});
