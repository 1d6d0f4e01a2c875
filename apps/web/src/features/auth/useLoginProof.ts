import { proofMessages } from '@paperless/core';
import { useState } from 'react';
import { ApiError } from '../../lib/api';

export const LOGIN_CHALLENGE_URL = '/api/login/challenge';

/**
 * The "I'm not a robot" check of a sign-in (Security III): asked only once the server answers
 * 422 on `altcha` (the account is past its ceiling of failed sign-ins), then sent with every
 * try. A solution is spent by the try that carries it, so after any refusal the check starts
 * over (`round`), solving by itself this time.
 */
export function useLoginProof() {
  const [asked, setAsked] = useState(false);
  const [round, setRound] = useState(0);
  const [payload, setPayload] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  return {
    asked,
    round,
    error,
    onChange(next: string | null) {
      setPayload(next);
      if (next) setError(undefined);
    },
    /** What to send with the password; false (and the message shown) while it is unsolved. */
    forRequest(): { altcha?: string } | false {
      if (!asked) return {};
      if (payload) return { altcha: payload };
      setError(proofMessages.required);
      return false;
    },
    /** After a refused try: true when the refusal was the server asking for the check. */
    afterRefusal(failure: unknown): boolean {
      if (payload) {
        setPayload(null);
        setRound((r) => r + 1);
      }
      const message = failure instanceof ApiError ? failure.errors?.altcha?.[0] : undefined;
      if (!message) return false;
      setAsked(true);
      setError(message);
      return true;
    },
  };
}
