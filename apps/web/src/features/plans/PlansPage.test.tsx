import { planMessages, type Plan } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { superAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

const professional: Plan = {
  id: 1,
  name: 'Professional Plan',
  encounter: 250,
  price: 59.5,
  overage_cost: null,
  description: 'For growing clinics',
  is_active: 1,
  on_demand: false,
  company_name: null,
  created_at: '2025-03-04T10:15:00Z',
};
const maple: Plan = {
  ...professional,
  id: 2,
  name: 'Maple Family Practice',
  encounter: 40,
  price: 120,
  overage_cost: 2.5,
  on_demand: true,
  company_name: 'Maple Family Practice',
};

type Routes = Parameters<typeof stubApi>[0];

/** Plan Management with a server holding these plans; `routes` add or replace answers. */
function openPlans(plans: Plan[], routes: Routes = {}) {
  const session = superAdminSession();
  const fetchStub = serveSignedIn(session, {
    'GET /api/plan': () =>
      json(200, {
        plans: plans.filter((p) => !p.on_demand),
        'custom-plans': plans.filter((p) => p.on_demand),
      }),
    ...routes,
  });
  renderApp('/hr-plan');
  return fetchStub;
}

function callsTo(fetchStub: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchStub.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url) === path,
  );
}

function bodyOf(call: unknown[] | undefined): unknown {
  return JSON.parse(String((call?.[1] as RequestInit).body));
}

describe('PlansPage', () => {
  it('lists standard and custom plans with two-decimal amounts', async () => {
    openPlans([professional, maple]);

    const row = (await screen.findByRole('cell', { name: 'Professional Plan' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Professional Plan',
      'Standard Plan',
      '250',
      '59.50',
      '0.00',
    ]);
    expect(
      within(row).getByRole('button', { name: 'Active: deactivate Professional Plan' }),
    ).toHaveTextContent('Active');
    for (const action of ['View', 'Edit', 'Delete']) {
      expect(
        within(row).getByRole('button', { name: `${action} Professional Plan` }),
      ).toBeInTheDocument();
    }
    const custom = screen.getByRole('cell', { name: 'Maple Family Practice' }).closest('tr')!;
    expect(within(custom).getByText('Custom Plan')).toBeInTheDocument();
    expect(within(custom).getByText('2.50')).toBeInTheDocument();
  });

  it('filters by plan type and search, and says when nothing matches', async () => {
    openPlans([professional, maple]);
    await screen.findByText('Professional Plan');

    await userEvent.type(screen.getByLabelText('Search plans'), '120');
    expect(screen.queryByText('Professional Plan')).not.toBeInTheDocument();
    expect(screen.getByText('Maple Family Practice')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search plans'));
    await userEvent.click(screen.getByRole('textbox', { name: 'Plan Type' }));
    await userEvent.click(
      // jsdom has no layout, so the popover hides the open dropdown; its options work all the same.
      await screen.findByRole('option', { name: 'Standard Plan', hidden: true }),
    );
    expect(screen.getByText('Professional Plan')).toBeInTheDocument();
    expect(screen.queryByText('Maple Family Practice')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search plans'), 'inactive');
    expect(screen.getByText('No plans match your search.')).toBeInTheDocument();
  });

  it('says when there are no plans', async () => {
    openPlans([]);
    expect(await screen.findByText('No plans found.')).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    openPlans([], { 'GET /api/plan': () => json(500, { message: 'Something went wrong' }) });
    expect(await screen.findByText('The plans could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('checks the Add Plan form, sends the plan and reloads the list', async () => {
    const plans = [professional];
    const fetchStub = openPlans(plans, {
      'POST /api/plan': (_url, init) => {
        const body = JSON.parse(String(init.body)) as Pick<Plan, 'name'>;
        plans.push({ ...professional, id: 9, name: body.name, encounter: 300, price: 75 });
        return json(201, { message: 'Plan created successfully', data: plans.at(-1) });
      },
    });
    await screen.findByText('Professional Plan');

    await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Plan Name/), 'Clinic Growth');
    await userEvent.type(within(dialog).getByLabelText(/Encounters/), '12x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Must be a number')).toBeInTheDocument();
    expect(within(dialog).getByText('This is a required field.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Price/)).toHaveAttribute('maxlength', '5');
    expect(callsTo(fetchStub, 'POST', '/api/plan')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/Encounters/));
    await userEvent.type(within(dialog).getByLabelText(/Encounters/), '300');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '75.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/plan')[0])).toEqual({
      name: 'Clinic Growth',
      encounter: 300,
      price: 75,
      overage_cost: null,
      description: null,
    });
    expect(shownNotices()).toContain('Success: Plan created successfully');
    expect(await screen.findByText('Clinic Growth')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'GET', '/api/plan')).toHaveLength(2);
  });

  it('refuses a price of 0 under the field, before sending', async () => {
    const fetchStub = openPlans([professional]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Plan Name/), 'Free Forever');
    await userEvent.type(within(dialog).getByLabelText(/Encounters/), '10');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '0.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(planMessages.pricePositive)).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST', '/api/plan')).toHaveLength(0);
  });

  it("puts the server's 422 messages under the fields", async () => {
    openPlans([professional], {
      'POST /api/plan': () =>
        json(422, { message: 'Invalid', errors: { name: ['The name has already been taken.'] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Plan Name/), 'Professional Plan');
    await userEvent.type(within(dialog).getByLabelText(/Encounters/), '10');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('prefills Edit Plan from the server and sends the update', async () => {
    const fetchStub = openPlans([professional], {
      'GET /api/plan/edit/1': () => json(200, { data: professional }),
      'PUT /api/plan/update/1': () =>
        json(200, { message: 'Plan updated successfully', data: professional }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Professional Plan' }));
    const dialog = await screen.findByRole('dialog');
    const encounters = await within(dialog).findByLabelText(/Encounters/);
    expect(encounters).toHaveValue('250');
    expect(within(dialog).getByLabelText(/Price/)).toHaveValue('59.5');

    await userEvent.clear(encounters);
    await userEvent.type(encounters, '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'PUT', '/api/plan/update/1')[0])).toEqual({
      name: 'Professional Plan',
      encounter: 300,
      price: 59.5,
      overage_cost: null,
      description: 'For growing clinics',
    });
  });

  it('shows a plan read-only, or the load failure', async () => {
    openPlans([professional, maple], {
      'GET /api/plan/1': () => json(200, { data: professional }),
      'GET /api/plan/2': () => json(500, { message: 'Something went wrong' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Professional Plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('For growing clinics')).toBeInTheDocument();
    expect(within(dialog).getByText('59.50')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'View Maple Family Practice' }));
    expect(await screen.findByText(planMessages.failedToLoad)).toBeInTheDocument();
  });

  it('deactivates a plan and reloads the list', async () => {
    const plans = [professional];
    const fetchStub = openPlans(plans, {
      'PUT /api/plan/status-update/1': (_url, init) => {
        const { is_active } = JSON.parse(String(init.body)) as Pick<Plan, 'is_active'>;
        plans[0] = { ...professional, is_active };
        return json(200, { message: 'Plan status updated successfully', data: plans[0] });
      },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Active: deactivate Professional Plan' }),
    );

    expect(
      await screen.findByRole('button', { name: 'Inactive: activate Professional Plan' }),
    ).toHaveTextContent('Inactive');
    expect(bodyOf(callsTo(fetchStub, 'PUT', '/api/plan/status-update/1')[0])).toEqual({
      is_active: 0,
    });
    expect(callsTo(fetchStub, 'GET', '/api/plan')).toHaveLength(2);
    expect(shownNotices()).toContain('Success: Plan status updated successfully');
  });

  it("asks before deleting and shows the server's refusal", async () => {
    const fetchStub = openPlans([professional], {
      'DELETE /api/plan/delete/1': () => json(409, { message: planMessages.planInUse }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Professional Plan' }));

    expect(
      await screen.findByText('Are you sure you want to delete this plan?'),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirm Action')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(shownNotices()).toContain(`Error: ${planMessages.planInUse}`));
    expect(callsTo(fetchStub, 'DELETE', '/api/plan/delete/1')).toHaveLength(1);
    expect(screen.getByText('Professional Plan')).toBeInTheDocument();
  });
});
