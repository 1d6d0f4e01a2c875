import type { FormDetail, FormPayloadInput } from '@paperless/core';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { createClinic, type TestClinic } from './clinics.js';
import { unique } from './users.js';

/** Shared helpers of this module's API tests. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

export function formPayload(overrides: Partial<FormPayloadInput> = {}): FormPayloadInput {
  return {
    title: `Intake ${unique()}`,
    description: 'Before your first visit',
    fields: [
      // Not the patient's name: the patient block above every form asks that (issue 17).
      { name: 'occupation', label: 'Occupation', input_type: 'text', is_required: true },
      { name: 'email', label: 'E-mail', input_type: 'email', is_required: false },
      {
        name: 'visit_reason',
        label: 'Reason for visit',
        input_type: 'select',
        is_required: true,
        options: ['Check-up', 'Follow-up'],
      },
    ],
    ...overrides,
  };
}

/** Creates a custom form through the API, as the builder does. */
export async function createForm(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Partial<FormPayloadInput> = {},
): Promise<FormDetail> {
  const response = await caller(t)('POST', '/forms', headers, formPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: FormDetail }>().data;
}

/** A stored input field as the API answers it when the builder set none of its settings. */
export const unsetField = {
  type: 'input',
  is_required: 0,
  options: [],
  help: '',
  text: '',
  min_length: null,
  max_length: null,
  min: null,
  max: null,
  date_rule: null,
  show_if: null,
};

/** The form an answer of the forms API carries. */
export const formOf = (response: { json<T>(): T }) => response.json<{ data: FormDetail }>().data;

/**
 * One app and one clinic for a test file, closed after it; `call` and `createForm` act as the
 * clinic's signed-in owner. Read `db` and `clinic` inside tests and hooks, once they exist.
 */
export function clinicFormsApp() {
  let t: TestApp | undefined;
  let clinic: TestClinic | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await createClinic(t.app, t.db);
  });
  afterAll(() => t?.close());
  const ready = () => {
    if (!t || !clinic) throw new Error('The test app is made in beforeAll: use it inside tests.');
    return { t, clinic };
  };
  return {
    /** The app itself (its PDF worker, storage and cipher), for what the helpers don't cover. */
    get t() {
      return ready().t;
    },
    get db() {
      return ready().t.db;
    },
    get clinic() {
      return ready().clinic;
    },
    call: (method: Method, url: string, payload?: object) => {
      const { t, clinic } = ready();
      return caller(t)(method, url, clinic.headers, payload);
    },
    createForm: (overrides: Partial<FormPayloadInput> = {}) => {
      const { t, clinic } = ready();
      return createForm(t, clinic.headers, overrides);
    },
  };
}
