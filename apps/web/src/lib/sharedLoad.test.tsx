import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLoadStore } from './sharedLoad';

/** A load the test answers by hand, recording each call and its signal. */
function handLoad() {
  const calls: {
    key: string;
    signal: AbortSignal;
    answer: (v: string) => void;
    fail: (e: Error) => void;
  }[] = [];
  const load = vi.fn(
    (key: string, signal: AbortSignal) =>
      new Promise<string>((answer, fail) => calls.push({ key, signal, answer, fail })),
  );
  return { calls, load };
}

describe('createLoadStore', () => {
  it('sends one request for every component that asks for the same key, and updates them all', async () => {
    const { calls, load } = handLoad();
    const store = createLoadStore(load);
    const { result } = renderHook(() => [store.useLoaded('a'), store.useLoaded('a')] as const);
    expect(result.current[0].isPending).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    act(() => calls[0]!.answer('first'));
    await waitFor(() => expect(result.current[1].data).toBe('first'));
    expect(result.current[0]).toMatchObject({ data: 'first', isPending: false, isError: false });

    act(() => store.update('a', (v) => `${v}, changed`));
    expect(result.current[0].data).toBe('first, changed');
    expect(result.current[1].data).toBe('first, changed');
  });

  it('shows a failure, loads again on refetch, and never retries by itself', async () => {
    const { calls, load } = handLoad();
    const store = createLoadStore(load);
    const { result } = renderHook(() => store.useLoaded('b'));
    act(() => calls[0]!.fail(new Error('gone')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(new Error('gone'));
    expect(load).toHaveBeenCalledTimes(1);

    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ isPending: true, isError: false, error: null });
    act(() => calls[1]!.answer('back'));
    await waitFor(() => expect(result.current.data).toBe('back'));
  });

  it('aborts the request and forgets the answer once no component shows it', async () => {
    const { calls, load } = handLoad();
    const store = createLoadStore(load);
    const first = renderHook(() => store.useLoaded('c'));
    first.unmount();
    await Promise.resolve();
    expect(calls[0]!.signal.aborted).toBe(true);

    const again = renderHook(() => store.useLoaded('c'));
    expect(load).toHaveBeenCalledTimes(2);
    act(() => calls[1]!.answer('fresh'));
    await waitFor(() => expect(again.result.current.data).toBe('fresh'));
  });
});
