import { useCallback, useEffect, useRef, useState } from 'react';

type ActionState<T> =
  | { status: 'idle' | 'pending'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: Error };

const IDLE = { status: 'idle', data: undefined, error: null } as const;

/**
 * A call the patient starts (a button), with its state for the page: what TanStack Query's
 * useMutation gave the patient pages, without loading that library on a patient link. An
 * answer that arrives after the page is gone, or after reset, is dropped.
 */
export function useAction<A extends unknown[], T>(
  run: (...args: A) => Promise<T>,
  onSuccess?: (data: T) => void,
) {
  const [state, setState] = useState<ActionState<T>>(IDLE);
  // Each call's number: only the latest call's answer shows.
  const call = useRef(0);
  useEffect(
    () => () => {
      call.current += 1;
    },
    [],
  );

  const mutate = (...args: A) => {
    const mine = ++call.current;
    setState({ status: 'pending', data: undefined, error: null });
    // A throw before the call goes out counts as its failure, as with an answer's.
    Promise.resolve()
      .then(() => run(...args))
      .then(
        (data) => {
          if (mine !== call.current) return;
          setState({ status: 'success', data, error: null });
          onSuccess?.(data);
        },
        (error: unknown) => {
          // As TanStack Query types it: what the calls throw is an Error.
          if (mine === call.current)
            setState({ status: 'error', data: undefined, error: error as Error });
        },
      );
  };
  const reset = useCallback(() => {
    call.current += 1;
    setState(IDLE);
  }, []);

  return {
    mutate,
    reset,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
  };
}
