import { KIOSK_TOKEN_HEADER } from '@paperless/core';
import type { TestApp } from '../support/app.js';
import type { TestClinic } from './clinics.js';

/** Test helpers: a tablet put into kiosk mode through the API, and calls made as that tablet. */

export const KIOSK_PIN = '482913';

export async function startKiosk(
  t: TestApp,
  clinic: TestClinic,
  options: { allowPatientStart?: boolean; headers?: Record<string, string> } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/kiosk/devices',
    headers: options.headers ?? clinic.headers,
    payload: {
      label: 'Front desk tablet',
      pin: KIOSK_PIN,
      allow_patient_start: options.allowPatientStart ?? false,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`kiosk: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { token: string; device: { id: number } } }>();
  return { token: data.token, id: data.device.id };
}

/** A call as the tablet makes it: its kiosk token in the header, nothing else. */
export function asKiosk(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { [KIOSK_TOKEN_HEADER]: token },
    ...(payload ? { payload } : {}),
  });
}
