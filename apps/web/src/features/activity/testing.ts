import type { SentLink, SentLinkListResponse } from '@paperless/core';

/** A sent link as GET /api/links answers it; tests override what they look at. */
export function sentLink(id: number, overrides: Partial<SentLink> = {}): SentLink {
  return {
    id,
    kind: 'form',
    title: 'Patient Intake',
    channel: 'email',
    recipient: `patient${id}@example.com`,
    patient_name: null,
    state: 'waiting',
    created_at: '2026-12-01T15:30:00Z',
    last_sent_at: '2026-12-01T15:30:00Z',
    send_count: 1,
    opened_at: null,
    last_opened_at: null,
    submitted_at: null,
    cancelled_at: null,
    expires_at: '2026-12-31T15:30:00Z',
    visit_at: null,
    reminders_sent: 0,
    last_reminded_at: null,
    files: [],
    ...overrides,
  };
}

export function linkPage(
  data: SentLink[],
  extra: Partial<SentLinkListResponse> = {},
): SentLinkListResponse {
  return {
    data,
    total: data.length,
    total_capped: false,
    page: 1,
    per_page: 25,
    time_zone: 'America/Chicago',
    ...extra,
  };
}
