import type { FormDetail, FormPayloadInput } from '@paperless/core';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { unique } from '../../test/factories.js';

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
