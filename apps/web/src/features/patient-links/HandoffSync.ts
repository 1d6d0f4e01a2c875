import { draftBytes, draftWithoutSignatures, HANDOFF_DRAFT_MAX_BYTES } from '@paperless/core';
import { putDraft } from './HandoffApi';

/** While the patient types, the server's draft is brought up to date at most this often. */
export const DRAFT_SYNC_MS = 5_000;

export type SendDraft = (
  draft: object,
  options: { keepalive: boolean },
) => Promise<'saved' | 'stop'>;

export interface DraftSync {
  /** A change: sent at the end of the current window (trailing), with any later ones. */
  push(draft: object): void;
  /** Sends what is waiting now (the page is being hidden or left). */
  flush(): void;
  /** Nothing more is sent (the link was submitted, or the page is gone). */
  stop(): void;
}

/**
 * The server copy of a link's draft (issue 19), behind the tab's own sessionStorage copy: the
 * latest change is sent once per window, signatures left out (they are given again on the
 * device that finishes), and not at all when it is what was sent last or over the server's cap.
 */
export function createDraftSync(send: SendDraft, intervalMs = DRAFT_SYNC_MS): DraftSync {
  let pending: object | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent: string | undefined;
  let stopped = false;

  const sendPending = (keepalive: boolean) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped || pending === undefined) return;
    const draft = draftWithoutSignatures(pending);
    pending = undefined;
    const text = JSON.stringify(draft);
    if (text === lastSent || draftBytes(draft) > HANDOFF_DRAFT_MAX_BYTES) return;
    lastSent = text;
    send(draft, { keepalive }).then(
      (outcome) => {
        if (outcome === 'stop') stopped = true;
      },
      () => {
        // Not saved (offline, a timeout): the next change, or the page's hiding, sends again.
        if (lastSent === text) lastSent = undefined;
        pending ??= draft;
      },
    );
  };

  return {
    push(draft) {
      if (stopped) return;
      pending = draft;
      timer ??= setTimeout(() => sendPending(false), intervalMs);
    },
    flush: () => sendPending(true),
    stop() {
      stopped = true;
      pending = undefined;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** The server copy of one link's draft, sent to PUT /api/public/links/{token}/draft. */
export const serverDraft = (token: string) =>
  createDraftSync((draft, { keepalive }) => putDraft(token, draft, { keepalive }));
