import { act, renderHook } from '@testing-library/react';
import { KIOSK_IDLE_MS, KIOSK_IDLE_WARNING_SECONDS } from '@paperless/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, useIdleReset } from './idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createIdleTimer', () => {
  it('warns after the idle time, counts down, then times out', () => {
    const countdown = vi.fn();
    const timeout = vi.fn();
    createIdleTimer({
      idleMs: 1000,
      warningSeconds: 3,
      onCountdown: countdown,
      onTimeout: timeout,
    });
    vi.advanceTimersByTime(999);
    expect(countdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(countdown).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(2000);
    expect(countdown).toHaveBeenLastCalledWith(1);
    expect(timeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(timeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(timeout).toHaveBeenCalledTimes(1);
  });

  it('starts over on input, also during the warning', () => {
    const countdown = vi.fn();
    const timeout = vi.fn();
    const timer = createIdleTimer({
      idleMs: 1000,
      warningSeconds: 2,
      onCountdown: countdown,
      onTimeout: timeout,
    });
    vi.advanceTimersByTime(900);
    timer.touch();
    vi.advanceTimersByTime(900);
    expect(countdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1100); // warning, one second in
    expect(countdown).toHaveBeenCalled();
    timer.touch();
    vi.advanceTimersByTime(1500);
    expect(timeout).not.toHaveBeenCalled();
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(timeout).not.toHaveBeenCalled();
  });
});

describe('useIdleReset', () => {
  it('counts down after three minutes without input and calls back at zero', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useIdleReset(true, onTimeout));
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_MS - 1000));
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_MS - 1000));
    expect(result.current.secondsLeft).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(KIOSK_IDLE_WARNING_SECONDS);
    act(() => result.current.stillHere());
    expect(result.current.secondsLeft).toBeNull();
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_MS + KIOSK_IDLE_WARNING_SECONDS * 1000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBeNull();
  });

  it('does nothing while inactive', () => {
    const onTimeout = vi.fn();
    renderHook(() => useIdleReset(false, onTimeout));
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_MS * 3));
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
