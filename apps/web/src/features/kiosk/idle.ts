import { KIOSK_IDLE_MS, KIOSK_IDLE_WARNING_SECONDS } from '@paperless/core';
import { useEffect, useRef, useState } from 'react';

export interface IdleTimerOptions {
  idleMs: number;
  warningSeconds: number;
  /** The warning starts, or counts down a second: the seconds left. */
  onCountdown: (secondsLeft: number) => void;
  onTimeout: () => void;
}

export interface IdleTimer {
  /** Input happened: the warning (if any) goes and the idle wait starts again. */
  touch: () => void;
  stop: () => void;
}

/**
 * Kiosk idleness as plain timers: idleMs without input, then a countdown of warningSeconds,
 * then a timeout. Any touch before the end starts over. Kept apart from React to be tested
 * with fake timers.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  let idle: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearTimeout(idle);
    clearInterval(tick);
    idle = tick = undefined;
  };
  const warn = () => {
    let left = options.warningSeconds;
    options.onCountdown(left);
    tick = setInterval(() => {
      left -= 1;
      if (left > 0) return options.onCountdown(left);
      stop();
      options.onTimeout();
    }, 1000);
  };
  const touch = () => {
    stop();
    idle = setTimeout(warn, options.idleMs);
  };
  touch();
  return { touch, stop };
}

// Discrete input only: a pointer moving over the screen is no one using it.
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * While `active`, watches the tablet for input: after KIOSK_IDLE_MS without any, `secondsLeft`
 * counts down from KIOSK_IDLE_WARNING_SECONDS (the "Are you still there?" dialog shows it), and
 * at zero `onTimeout` runs. Any input, or `stillHere`, ends the warning.
 */
export function useIdleReset(active: boolean, onTimeout: () => void) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timeout = useRef(onTimeout);
  useEffect(() => {
    timeout.current = onTimeout;
  }, [onTimeout]);
  const timer = useRef<IdleTimer | null>(null);

  useEffect(() => {
    if (!active) return;
    const idle = createIdleTimer({
      idleMs: KIOSK_IDLE_MS,
      warningSeconds: KIOSK_IDLE_WARNING_SECONDS,
      onCountdown: setSecondsLeft,
      onTimeout: () => {
        setSecondsLeft(null);
        timeout.current();
      },
    });
    timer.current = idle;
    const touch = () => {
      setSecondsLeft(null);
      idle.touch();
    };
    for (const name of INPUT_EVENTS)
      window.addEventListener(name, touch, { capture: true, passive: true });
    return () => {
      idle.stop();
      timer.current = null;
      setSecondsLeft(null);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, touch, { capture: true });
    };
  }, [active]);

  const stillHere = () => {
    setSecondsLeft(null);
    timer.current?.touch();
  };
  return { secondsLeft, stillHere };
}
