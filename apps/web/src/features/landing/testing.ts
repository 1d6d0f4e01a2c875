import { PLAN_FEATURES, type PublicPlan } from '@paperless/core';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { json, stubApi } from '../../test/network';

/** Test data: a plan as GET /api/public/plans answers it. */
export function plan(id: number, name: string, price: number): PublicPlan {
  return {
    id,
    name,
    price,
    encounters: id * 100,
    overage_cost: 0.25,
    description: `${name} for testing`,
    features: [...PLAN_FEATURES],
  };
}

export const serverPlans = [
  plan(11, 'Starter', 19),
  plan(12, 'Clinic', 59),
  plan(13, 'Group', 129),
];

/** The server answers these plans (or, with a status, fails). */
export function stubPlans(plans: readonly PublicPlan[] | number) {
  return stubApi({
    'GET /api/public/plans': () =>
      typeof plans === 'number' ? json(plans, { message: 'Down' }) : json(200, { plans }),
  });
}

/** The viewport's width as the carousel reads it; `resize` tells it the width changed. */
export function setWidth(width: number, { resize = false } = {}) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  if (resize) act(() => window.dispatchEvent(new Event('resize')));
}

/** Moves the (fake) clock on, letting React render what the timers changed. */
export async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Pretends the system asks for reduced motion; returns the undo. */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
