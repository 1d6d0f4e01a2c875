import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { passRobotCheck, SOLVED_PROOF, widgetSetting } from '../test/proof-of-work';
import { ProofOfWorkCheck } from './ProofOfWorkCheck';

const widget = () => document.querySelector('altcha-widget')!;
const state = (detail: object) =>
  act(() => {
    widget().dispatchEvent(new CustomEvent('statechange', { detail }));
  });

describe('ProofOfWorkCheck', () => {
  it('hands the form the solved payload, and takes it back when the check expires', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <ProofOfWorkCheck challengeUrl="/api/signup/challenge" onChange={onChange} />
      </MantineProvider>,
    );
    expect(widgetSetting(widget(), 'challenge')).toBe('/api/signup/challenge');
    expect(widgetSetting(widget(), 'auto')).toBe('off');
    await passRobotCheck();
    expect(onChange).toHaveBeenLastCalledWith(SOLVED_PROOF);
    state({ state: 'expired', payload: SOLVED_PROOF });
    expect(onChange).toHaveBeenLastCalledWith(null);
    state({ state: 'verifying' });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the error under the check and ties it to the widget for screen readers', async () => {
    render(
      <MantineProvider>
        <ProofOfWorkCheck
          challengeUrl="/api/login/challenge"
          onChange={() => {}}
          error="Please complete the check."
          auto
        />
      </MantineProvider>,
    );
    const error = screen.getByText('Please complete the check.');
    // The widget's own checkbox, once its code has loaded, is described by the error.
    const box = await screen.findByRole('checkbox', { name: /not a robot/i });
    await waitFor(() => expect(box).toHaveAttribute('aria-describedby', error.id));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // After the server spent a solution, the next one is solved without another tick.
    expect(widgetSetting(widget(), 'auto')).toBe('onload');
  });
});
