import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormFooter, type FormFooterProps } from './FormFooter';

function footer(props: FormFooterProps) {
  renderWithProviders(<FormFooter {...props} />);
  return screen
    .getAllByRole('button')
    .map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);
}

describe('FormFooter', () => {
  it.each<[string, FormFooterProps, (string | boolean | null)[][]]>([
    ['standalone', { mode: 'standalone', working: false }, [['Submit', false]]],
    ['standalone, working', { mode: 'standalone', working: true }, [['Submitting...', true]]],
    ['bundle step 0', { mode: 'bundle', step: 0, working: false }, [['Next', false]]],
    [
      'bundle step 1',
      { mode: 'bundle', step: 1, working: false },
      [
        ['Previous', false],
        ['Next', false],
      ],
    ],
    [
      'bundle last step',
      { mode: 'bundle', step: 2, isLast: true, working: false },
      [
        ['Previous', false],
        ['Submit', false],
      ],
    ],
    [
      'bundle working',
      { mode: 'bundle', step: 1, working: true },
      [
        ['Previous', true],
        ['Processing...', true],
      ],
    ],
    [
      'single-form bundle',
      { mode: 'bundle', step: 0, isLast: true, working: false },
      [['Submit', false]],
    ],
  ])('%s', (_name, props, buttons) => {
    expect(footer(props)).toEqual(buttons);
  });
});
