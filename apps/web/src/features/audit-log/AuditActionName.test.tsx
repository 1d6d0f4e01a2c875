import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AuditActionName } from './AuditActionName';

describe('AuditActionName', () => {
  it('shows the name, and the code to screen readers and in a tooltip on focus', async () => {
    renderWithProviders(<AuditActionName code="staff_user.role_change" />);
    const name = screen.getByText("Changed a user's role");
    // Read aloud as one phrase: the name, then the code.
    expect(name).toHaveTextContent("Changed a user's role (staff_user.role_change)");
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(name).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('staff_user.role_change');
  });

  it('makes words of a code the catalogue does not know', () => {
    renderWithProviders(<AuditActionName code="visit.reschedule" />);
    expect(screen.getByText('Visit reschedule')).toHaveTextContent(
      'Visit reschedule (visit.reschedule)',
    );
  });
});
