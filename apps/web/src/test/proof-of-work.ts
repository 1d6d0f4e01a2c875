import { act, waitFor } from '@testing-library/react';

export const SOLVED_PROOF = 'c29sdmVkLXByb29m';

/**
 * What the ALTCHA widget does once its worker has solved the challenge: a `statechange` event
 * with the payload. jsdom runs no workers, so a test plays the widget's part at its boundary;
 * our wrapper (ui/ProofOfWorkCheck.tsx) and the form around it run for real. It waits for the
 * widget's code to have drawn its checkbox first, as a person must: the widget announces its
 * own first state when it starts, which would otherwise overtake the solution.
 */
export async function passRobotCheck(payload = SOLVED_PROOF): Promise<void> {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no "I\'m not a robot" check on the page');
  await waitFor(() => {
    if (!widget.querySelector('input[type="checkbox"]')) throw new Error('widget not drawn yet');
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
    );
  });
}

/**
 * One of the widget's settings as React gave it: an attribute before the widget's code defines
 * the element, a property after (React 19 sets a defined custom element's properties).
 */
export function widgetSetting(widget: Element, name: 'challenge' | 'auto'): string | null {
  return (
    widget.getAttribute(name) ?? (widget as unknown as Record<string, string | null>)[name] ?? null
  );
}
