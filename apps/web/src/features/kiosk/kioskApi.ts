import {
  KIOSK_TOKEN_HEADER,
  kioskMessages,
  type KioskFill,
  type KioskFillCreate,
  type KioskSession,
  type MessageResponse,
} from '@paperless/core';
import { NETWORK_MESSAGE } from '../../lib/api-error';
import { PublicCallFailure } from '../../lib/publicCall';
import { readKioskToken } from './kioskStorage';

/** The tablet is not (or no longer) in kiosk mode: its token is unknown or ended. */
export class KioskEnded extends Error {
  constructor(message: string = kioskMessages.deviceEnded) {
    super(message);
    this.name = 'KioskEnded';
  }
}

/**
 * A kiosk call: the tablet's token in its header, never a staff session (the staff console's
 * client is not even loaded here). 401 means the device is over; other failures carry the
 * server's message and messages per field, as the patient pages' calls do.
 */
async function kioskCall<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const token = readKioskToken();
  if (!token) throw new KioskEnded();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        [KIOSK_TOKEN_HEADER]: token,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new Error(NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => undefined)) as
    { message?: unknown; errors?: Record<string, string[]> } | undefined;
  const message = typeof body?.message === 'string' ? body.message : '';
  if (response.status === 401) throw new KioskEnded(message || undefined);
  if (!response.ok) throw new PublicCallFailure(response.status, message, body?.errors, body);
  return body as T;
}

export const KIOSK_SESSION_KEY = ['kiosk-session'] as const;

export const kioskApi = {
  session: () => kioskCall<{ data: KioskSession }>('/kiosk/session').then((r) => r.data),
  startFill: (body: KioskFillCreate) =>
    kioskCall<{ data: KioskFill }>('/kiosk/fills', { method: 'POST', body }).then((r) => r.data),
  abandon: (token: string) =>
    kioskCall<MessageResponse>('/kiosk/fills/abandon', { method: 'POST', body: { token } }),
  exit: (pin: string) =>
    kioskCall<MessageResponse>('/kiosk/exit', { method: 'POST', body: { pin } }),
};

/** The server's message for a field, or for the whole call when it names none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof PublicCallFailure)) return {};
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.errors ?? {})) out[field] = list.join(' ');
  return out;
}
