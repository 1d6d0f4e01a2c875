import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ValidationNotice, validationCount } from './ValidationNotice';

const errors = {
  patient_firstname: ['Patient first name is required'],
  dob: ['Date of birth is required'],
  allergies: ['Allergies is required'],
};

describe('ValidationNotice', () => {
  it('says how many answers need attention, then lists each message once', () => {
    renderWithProviders(<ValidationNotice errors={errors} onClose={() => {}} />);
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Validation Error')).toBeInTheDocument();
    expect(within(notice).getByText('3 answers need attention')).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Patient first name is required',
      'Date of birth is required',
      'Allergies is required',
    ]);
  });

  it('keeps its list in a bounded box that scrolls, reachable by keyboard', () => {
    renderWithProviders(<ValidationNotice errors={errors} onClose={() => {}} />);
    const list = screen.getByRole('list', { name: 'Answers to fix' });
    expect(list).toHaveStyle({ overflowY: 'auto', maxHeight: '6.5rem' });
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('closes with a named button', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ValidationNotice errors={errors} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows nothing without messages, and counts one answer in the singular', () => {
    renderWithProviders(<ValidationNotice errors={{}} onClose={() => {}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(validationCount({ a: ['x'] })).toBe('1 answer needs attention');
  });
});
