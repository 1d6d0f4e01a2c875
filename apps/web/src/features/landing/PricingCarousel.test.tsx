import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { elapse, plan, preferReducedMotion, serverPlans, setWidth, stubPlans } from './testing';

const fivePlans = [1, 2, 3, 4, 5].map((i) => plan(20 + i, `Plan ${i}`, i * 10));

/** The plan names on the current page, in order. */
const shownPlans = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The highlighted card (the 5 s cycle's, or the chosen one). */
const activePlan = () =>
  screen
    .getAllByRole('article')
    .find((card) => card.hasAttribute('data-active'))
    ?.querySelector('h3')?.textContent;

async function openLanding(plans: Parameters<typeof stubPlans>[0] = serverPlans) {
  stubPlans(plans);
  renderApp('/landing');
  await screen.findAllByRole('article');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setWidth(1200);
});
afterEach(() => setWidth(1024));

describe('pricing carousel with up to 3 plans', () => {
  it('cycles the highlighted plan every 5 s until the visitor chooses one', async () => {
    await openLanding();
    expect(shownPlans()).toEqual(['Starter', 'Clinic', 'Group']);
    expect(activePlan()).toBe('Starter');
    await elapse(4000);
    expect(activePlan()).toBe('Starter');
    await elapse(1000);
    expect(activePlan()).toBe('Clinic');
    await elapse(5000);
    expect(activePlan()).toBe('Group');
    await elapse(5000);
    expect(activePlan()).toBe('Starter');

    fireEvent.click(screen.getAllByRole('button', { name: 'Select Plan' })[2]!);
    expect(activePlan()).toBe('Group');
    await elapse(15_000);
    expect(activePlan()).toBe('Group');
  });

  it('shows one card at a time on a phone and follows the cycle to the next card', async () => {
    setWidth(390);
    await openLanding();
    expect(shownPlans()).toEqual(['Starter']);
    expect(screen.getAllByRole('button', { name: /Show plans page/ })).toHaveLength(3);
    await elapse(5000);
    expect(shownPlans()).toEqual(['Clinic']);
  });

  it('does not move on its own when the system prefers reduced motion', async () => {
    const undo = preferReducedMotion();
    try {
      await openLanding();
      await elapse(12_000);
      expect(activePlan()).toBe('Starter');
      expect(screen.queryByRole('button', { name: 'Pause automatic rotation' })).toBeNull();
    } finally {
      undo();
    }
  });

  it('stops cycling when the visitor presses pause', async () => {
    await openLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    await elapse(12_000);
    expect(activePlan()).toBe('Starter');
    fireEvent.click(screen.getByRole('button', { name: 'Resume automatic rotation' }));
    await elapse(5000);
    expect(activePlan()).toBe('Clinic');
  });
});

describe('pricing carousel with more than 3 plans', () => {
  it('turns pages every 6 s, 3 cards per page from 1200 px', async () => {
    await openLanding(fivePlans);
    expect(shownPlans()).toEqual(['Plan 1', 'Plan 2', 'Plan 3']);
    await elapse(5000);
    expect(shownPlans()).toEqual(['Plan 1', 'Plan 2', 'Plan 3']);
    await elapse(1000);
    expect(shownPlans()).toEqual(['Plan 4', 'Plan 5']);
    await elapse(6000);
    expect(shownPlans()).toEqual(['Plan 1', 'Plan 2', 'Plan 3']);
  });

  it('waits while the pointer is over the arrows or dots', async () => {
    await openLanding(fivePlans);
    const next = screen.getByRole('button', { name: 'Next plans' });
    fireEvent.mouseEnter(next.parentElement!);
    await elapse(18_000);
    expect(shownPlans()).toEqual(['Plan 1', 'Plan 2', 'Plan 3']);
    fireEvent.mouseLeave(next.parentElement!);
    await elapse(6000);
    expect(shownPlans()).toEqual(['Plan 4', 'Plan 5']);
  });

  it('shows 2 cards from 768 px and starts over on the first page after a resize', async () => {
    setWidth(800);
    await openLanding(fivePlans);
    expect(shownPlans()).toEqual(['Plan 1', 'Plan 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Show plans page 3 of 3' }));
    expect(shownPlans()).toEqual(['Plan 5']);
    expect(screen.getByRole('button', { name: 'Show plans page 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    setWidth(1000, { resize: true });
    expect(shownPlans()).toEqual(['Plan 1', 'Plan 2']);
    setWidth(500, { resize: true });
    expect(shownPlans()).toEqual(['Plan 1']);
  });

  it('is operable with the arrows (wrapping around)', async () => {
    await openLanding(fivePlans);
    fireEvent.click(screen.getByRole('button', { name: 'Previous plans' }));
    expect(shownPlans()).toEqual(['Plan 4', 'Plan 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Next plans' }));
    expect(shownPlans()).toEqual(['Plan 1', 'Plan 2', 'Plan 3']);
  });
});
