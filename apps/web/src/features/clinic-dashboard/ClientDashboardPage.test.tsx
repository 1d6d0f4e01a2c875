import { CLINIC_WELCOME, formatInZone, type ClinicDashboard } from '@paperless/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { clientAdminSession } from '../../test/sessions';
import { ClientDashboardPage } from './ClientDashboardPage';
import { NO_COMPLETIONS } from './LatestCompletions';

const figures: ClinicDashboard = {
  month: '2025-06',
  company: { id: 3, name: 'Maple Family Practice' },
  links_sent: 12,
  links_opened: 9,
  links_submitted: 6,
  encounters_used: 120,
  encounters_allocated: 100,
  patients_this_month: 5,
  time_zone: 'America/Chicago',
  today: { sent: 4, completed: 2, waiting: 7 },
  latest_completions: [],
};

function open(data: ClinicDashboard = figures) {
  saveSession(clientAdminSession(), false);
  stubApi({ 'GET /api/client-dashboard': () => json(200, { data }) });
  renderWithProviders(<ClientDashboardPage />);
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('ClientDashboardPage', () => {
  it("welcomes the clinic and shows today's numbers", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: CLINIC_WELCOME })).toBeInTheDocument();
    expect(screen.getByText('Maple Family Practice')).toBeInTheDocument();
    // The clinic's date of today heads the figures.
    const today = formatInZone(new Date(), 'America/Chicago', 'date');
    expect(await screen.findByRole('heading', { name: `Today, ${today}` })).toBeInTheDocument();
    expect(group('Sent').getByText('4')).toBeInTheDocument();
    expect(group('Completed').getByText('2')).toBeInTheDocument();
    expect(group('Waiting').getByText('7')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Activity/ })[0]).toHaveAttribute(
      'href',
      '/activity',
    );
  });

  it('lists the latest completions in the clinic’s zone, today’s by their time', async () => {
    const now = new Date().toISOString();
    open({
      ...figures,
      latest_completions: [
        {
          link_id: 9,
          patient_name: 'Emma Johnson',
          title: 'New Patient Packet',
          completed_at: now,
        },
        {
          link_id: 8,
          patient_name: 'Liam Brown',
          title: 'Medical History',
          completed_at: '2025-06-10T15:00:00.000Z',
        },
      ],
    });
    const region = screen.getByRole('region', { name: 'Latest completions' });
    const list = await within(region).findByRole('list');
    const [emma, liam] = within(list).getAllByRole('listitem');
    expect(within(emma!).getByText('Emma Johnson')).toBeInTheDocument();
    expect(within(emma!).getByText('New Patient Packet')).toBeInTheDocument();
    expect(within(emma!).getByText(formatInZone(now, 'America/Chicago', 'time'))).toBeVisible();
    // 15:00 UTC is 10:00 in Chicago (daylight time in June).
    expect(within(liam!).getByText('Jun 10, 2025, 10:00 AM CDT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all in Activity' })).toHaveAttribute(
      'href',
      '/activity',
    );
  });

  it('says when nothing was completed yet', async () => {
    open();
    expect(await screen.findByText(NO_COMPLETIONS)).toBeInTheDocument();
  });

  it("shows the month's rates and the plan's encounters", async () => {
    open();
    expect(await screen.findByText('This month (Jun 2025)')).toBeInTheDocument();
    expect(group('Links sent').getByText('12')).toBeInTheDocument();
    expect(group('Links opened').getByText(/^9/)).toHaveTextContent('9 (75% of sent)');
    expect(group('Links submitted').getByText(/^6/)).toHaveTextContent('6 (50% of sent)');
    expect(group('Patients').getByText('5')).toBeInTheDocument();
    expect(group('Encounters used').getByText('120 of 100')).toBeInTheDocument();
    expect(group('Encounters used').getByText(/Over the plan's encounters/)).toBeInTheDocument();
  });

  it('shows skeletons while loading and offers a retry when the figures cannot be loaded', async () => {
    saveSession(clientAdminSession(), false);
    let calls = 0;
    stubApi({
      'GET /api/client-dashboard': () =>
        ++calls === 1
          ? json(500, { message: 'Something went wrong' })
          : json(200, { data: figures }),
    });
    renderWithProviders(<ClientDashboardPage />);
    expect(screen.getByRole('group', { name: 'Sent' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This month (Jun 2025)')).toBeInTheDocument();
    expect(screen.queryByText('The dashboard could not be loaded')).toBeNull();
  });
});
