import { messages } from '@paperless/core';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { ReauthModal } from './ReauthModal';

/** The user closed the password prompt: the change simply does not happen, with no error shown. */
export class ReauthCancelled extends Error {
  constructor() {
    super('Re-authentication cancelled');
    this.name = 'ReauthCancelled';
  }
}

export function isReauthRequired(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 403 && error.message === messages.reauthRequired
  );
}

/**
 * Wraps a sensitive call: when the server answers that the password must be confirmed, the
 * prompt opens and, once confirmed, the call runs again. Render `prompt` once in the screen.
 */
export function useReauth() {
  const [opened, setOpened] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: (error: Error) => void } | null>(null);

  const guard = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isReauthRequired(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setOpened(true);
      });
      return action();
    }
  }, []);

  const settle = (confirmed: boolean) => {
    setOpened(false);
    const pending = waiting.current;
    waiting.current = null;
    if (confirmed) pending?.resolve();
    else pending?.reject(new ReauthCancelled());
  };

  const prompt = (
    <ReauthModal opened={opened} onConfirmed={() => settle(true)} onCancel={() => settle(false)} />
  );
  return { guard, prompt };
}
