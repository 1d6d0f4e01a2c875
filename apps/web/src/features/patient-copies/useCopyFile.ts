import { COPY_PROMISE_AFTER_SECONDS, patientCopyMessages as m } from '@paperless/core';
import { useEffect, useRef, useState } from 'react';
import { PublicCallFailure } from '../../lib/publicCall';
import { CopyNotReady, CopyPromised, fetchCopyPdf, type CopyFile } from './copyApi';

/**
 * How long the page keeps asking while the PDFs are made, and how often: a little past the
 * server's COPY_PROMISE_AFTER_SECONDS, so its last answer is the server's promise (issue 39)
 * rather than "try again".
 */
export const COPY_WAIT_MS = (COPY_PROMISE_AFTER_SECONDS + 20) * 1000;
export const COPY_POLL_MS = 2_500;

export type CopyFetch =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'done'; file: CopyFile }
  /** The copy will follow by the link's channel, or the practice gives it (the server's words). */
  | { status: 'promised'; message: string }
  /** `dob`: the birth date's own message, shown under its field. */
  | { status: 'failed'; message: string; dob?: string | undefined };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches a copy's PDF, asking again while the server answers that it is still being prepared
 * (409 with Retry-After, whatever language its message is in) for up to COPY_WAIT_MS. The
 * server's promise (202: the copy will follow) or any refusal ends the wait with the server's
 * message; nothing of the patient's is ever kept.
 */
export function useCopyFile(token: string, options: { pollMs?: number; waitMs?: number } = {}) {
  const { pollMs = COPY_POLL_MS, waitMs = COPY_WAIT_MS } = options;
  const [state, setState] = useState<CopyFetch>({ status: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  async function fetchFile(dob?: string): Promise<CopyFile | undefined> {
    setState({ status: 'preparing' });
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        const file = await fetchCopyPdf(token, dob);
        if (live.current) setState({ status: 'done', file });
        return file;
      } catch (error) {
        if (!live.current) return undefined;
        if (error instanceof CopyPromised) {
          setState({ status: 'promised', message: error.message || m.tookTooLong });
          return undefined;
        }
        const pending = error instanceof CopyNotReady;
        if (pending && Date.now() + pollMs < deadline) {
          await sleep(pollMs);
          if (!live.current) return undefined;
          continue;
        }
        setState(failureOf(error, pending));
        return undefined;
      }
    }
  }

  return { state, fetchFile };
}

function failureOf(error: unknown, pending: boolean): CopyFetch {
  if (pending) return { status: 'failed', message: m.tookTooLong };
  if (error instanceof PublicCallFailure) {
    const dob = error.errors?.dob?.[0];
    return { status: 'failed', message: error.message || m.unknown, dob };
  }
  return { status: 'failed', message: error instanceof Error ? error.message : m.unknown };
}
