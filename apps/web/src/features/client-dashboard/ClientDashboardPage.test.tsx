import { CLINIC_WELCOME, type ClinicDashboard } from '@paperless/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../auth/session';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { clientAdminSession } from '../../test/sessions';
import { ClientDashboardPage } from './ClientDashboardPage';

const figures: ClinicDashboard = {
  month: '2025-06',
  company: { id: 3, name: 'Maple Family Practice' },
  links_sent: 12,
  links_opened: 9,
  links_submitted: 7,
  encounters_used: 120,
  encounters_allocated: 100,
  patients_this_month: 6,
};

describe('ClientDashboardPage', () => {
  it("welcomes the clinic and shows this month's figures", async () => {
    saveSession(clientAdminSession(), false);
    stubApi({ 'GET /api/client-dashboard': () => json(200, { data: figures }) });
    renderWithProviders(<ClientDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: CLINIC_WELCOME })).toBeInTheDocument();
    expect(screen.getByText('Maple Family Practice')).toBeInTheDocument();
    expect(await screen.findByText('This month (Jun 2025)')).toBeInTheDocument();
    const value = (label: string) => within(screen.getByRole('group', { name: label }));
    expect(value('Links sent').getByText('12')).toBeInTheDocument();
    expect(value('Links opened').getByText('9')).toBeInTheDocument();
    expect(value('Links submitted').getByText('7')).toBeInTheDocument();
    expect(value('Patients').getByText('6')).toBeInTheDocument();
    expect(value('Encounters used').getByText('120 of 100')).toBeInTheDocument();
    expect(value('Encounters used').getByText(/Over the plan's encounters/)).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    saveSession(clientAdminSession(), false);
    let calls = 0;
    stubApi({
      'GET /api/client-dashboard': () =>
        ++calls === 1
          ? json(500, { message: 'Something went wrong' })
          : json(200, { data: figures }),
    });
    renderWithProviders(<ClientDashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This month (Jun 2025)')).toBeInTheDocument();
    expect(screen.queryByText('The dashboard could not be loaded')).toBeNull();
  });
});
