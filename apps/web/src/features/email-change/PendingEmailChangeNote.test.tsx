import { emailChangeMessages } from '@paperless/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { PendingEmailChangeNote } from './PendingEmailChangeNote';

afterEach(() => vi.unstubAllGlobals());

const pending = {
  id: 4,
  new_email: 'new@clinic.test',
  requested_at: '2026-01-01T10:00:00.000Z',
  expires_at: '2026-01-02T10:00:00.000Z',
  current_confirmed: false,
  new_confirmed: false,
};

it('shows the pending address and cancels it through the screen route', async () => {
  const api = stubApi({
    'DELETE /api/company/email-change/7': () =>
      json(200, { message: emailChangeMessages.cancelled }),
  });
  renderWithProviders(
    <PendingEmailChangeNote pending={pending} cancelPath="/company/email-change/7" />,
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Waiting for confirmation: new@clinic.test — confirmation e-mails were sent to the current and the new address.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel change' }));
  expect(await screen.findByText(emailChangeMessages.cancelled)).toBeVisible();
  expect(api).toHaveBeenCalledTimes(1);
});

it('shows nothing without a pending change', () => {
  renderWithProviders(<PendingEmailChangeNote pending={null} cancelPath="/x" />);
  expect(screen.queryByRole('status')).toBeNull();
});
