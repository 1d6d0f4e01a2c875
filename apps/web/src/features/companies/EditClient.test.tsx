import { companyMessages, type Company } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { superAdminSession } from '../../test/sessions';
import { bodyOf, callsTo, hillCountryPlan, openAs, sunrise, sunriseDetails } from './testing';

const hillCountry: Company = {
  ...sunriseDetails,
  id: 5,
  name: 'Hill Country Orthopedics',
  plan_id: hillCountryPlan.id,
  plan: {
    ...sunriseDetails.plan!,
    id: hillCountryPlan.id,
    name: hillCountryPlan.name,
    on_demand: true,
  },
  reference_id: 7,
  referenceuser: { id: 7, associate_id: 7, name: 'Sam Seller' },
};

function openEdit(company: Company, update = () => json(200, {})) {
  return openAs(superAdminSession(), '/clients', {
    'GET /api/company': () =>
      json(200, {
        companies: [{ ...sunrise, id: company.id, name: company.name }],
        total: 1,
        page: 1,
        per_page: 25,
      }),
    [`GET /api/company/edit/${company.id}`]: () => json(200, { data: company }),
    [`POST /api/company/update/${company.id}`]: update,
  });
}

describe('Edit Client', { timeout: 20_000 }, () => {
  it('prefills the form from the server, without a logo, and sends the update', async () => {
    const { fetchStub } = openEdit(sunriseDetails, () =>
      json(200, { success: true, message: companyMessages.updated, data: sunriseDetails }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Sunrise Family Medicine' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const city = await within(dialog).findByLabelText(/^City/);
    expect(city).toHaveValue('Austin');
    expect(within(dialog).getByLabelText(/^Login Email/)).toHaveValue('owner@sunrise.test');
    expect(within(dialog).getByRole('checkbox', { name: 'Plans' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Standard Plan' })).toHaveValue(
      'Basic Plan',
    );
    expect(within(dialog).queryByText('Logo')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Custom Plan' })).toBeEnabled();

    await userEvent.clear(city);
    await userEvent.type(city, 'San Marcos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Client' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = bodyOf(callsTo(fetchStub, 'POST', '/api/company/update/3')[0]);
    expect(body).toMatchObject({ city: 'San Marcos', plan_id: 1, reference_id: null, ext: '12' });
    expect(body).not.toHaveProperty('current_plan_id');
    expect(shownNotices()).toContain(`Success: ${companyMessages.updated}`);
  });

  it('locks the custom plan of a client on one and says where to change it', async () => {
    const { fetchStub } = openEdit(hillCountry, () =>
      json(200, { success: true, message: companyMessages.updated, data: hillCountry }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Hill Country Orthopedics' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const custom = await within(dialog).findByRole('checkbox', { name: 'Custom Plan' });
    expect(custom).toBeChecked();
    expect(custom).toBeDisabled();
    expect(within(dialog).getByText(companyMessages.customPlanEditNote)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Assigned Sales Contact' })).toHaveValue(
      'Sam Seller',
    );

    // Renaming the business keeps its custom plan: it is changed in the subscription module.
    const name = within(dialog).getByLabelText(/^Business Name/);
    await userEvent.type(name, ' Group');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Client' }));
    await waitFor(() =>
      expect(callsTo(fetchStub, 'POST', '/api/company/update/5')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/update/5')[0])).toMatchObject({
      name: 'Hill Country Orthopedics Group',
      plan_id: hillCountryPlan.id,
      reference_id: 7,
    });
  });

  it('shows the server’s refusal as a notice', async () => {
    openEdit(sunriseDetails, () =>
      json(403, { message: 'You do not have permission to do this.' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Sunrise Family Medicine' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    await within(dialog).findByLabelText(/^City/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Client' }));
    await waitFor(() =>
      expect(shownNotices()).toContain('Error: You do not have permission to do this.'),
    );
  });
});
