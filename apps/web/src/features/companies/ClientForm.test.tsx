import { companyMessages, messages, planMessages, timeZoneMessages } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { salesPersonSession, superAdminSession } from '../../test/sessions';
import { LOGO_TOO_BIG } from './LogoInput';
import {
  basicPlan,
  bodyOf,
  callsTo,
  hillCountryPlan,
  openAs,
  sunrise,
  sunriseDetails,
  type Routes,
} from './testing';

const listRoute: Routes = {
  'GET /api/company': () => json(200, { companies: [sunrise], total: 1, page: 1, per_page: 25 }),
};

async function openAddClient(session = superAdminSession(), routes: Routes = {}) {
  const view = openAs(session, '/clients', { ...listRoute, ...routes });
  await userEvent.click(await screen.findByRole('button', { name: 'Add Client' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
  return { ...view, dialog };
}

/** Picks an option of a Mantine Select (its dropdown sits in a portal jsdom cannot lay out). */
async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillClient(dialog: HTMLElement, name = 'Maple Family Practice') {
  const type = async (label: string | RegExp, text: string) => {
    await userEvent.click(within(dialog).getByLabelText(label));
    await userEvent.paste(text);
  };
  await type(/^Business Name/, name);
  await type(/^Address Street 1/, '1 Elm Road');
  await type(/^City/, 'Round Rock');
  await choose(dialog, 'State', 'Texas');
  await type(/^Zip Code/, '78664');
  await type(/^First Name/, 'Mia');
  await type(/^Last Name/, 'Maple');
  await type(/^Phone Number/, '(512) 555-0199');
  await type(/^Billing Email/, 'Billing@Maple.test');
  await type(/^Login Email/, 'owner@maple.test');
}

/**
 * Ticks Custom Plan with no custom plan named after the business: the dialog to create one
 * opens, and is left with Cancel.
 */
async function chooseCustomPlanAndLeave(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Custom Plan' }));
  const planDialog = await screen.findByRole('dialog', { name: 'Create Custom Plan' });
  await userEvent.click(within(planDialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Create Custom Plan' })).not.toBeInTheDocument(),
  );
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Add Client' });

// Each test fills a long form key by key, as a person would; a busy machine needs the room.
describe('client form', { timeout: 20_000 }, () => {
  it('shows the required, format and length messages and sends nothing', async () => {
    const { dialog, fetchStub } = await openAddClient();
    await userEvent.click(submitButton(dialog));

    // Business name, address, city, state, zip, first and last name, phone, both e-mails, plan.
    expect(await within(dialog).findAllByText(messages.required)).toHaveLength(11);

    await userEvent.type(within(dialog).getByLabelText(/^Zip Code/), '78a6x');
    expect(within(dialog).getByLabelText(/^Zip Code/)).toHaveValue('786');
    await userEvent.type(within(dialog).getByLabelText(/^City/), 'Austin 2');
    await userEvent.type(within(dialog).getByLabelText(/^Billing Email/), 'billing@');
    await userEvent.type(within(dialog).getByLabelText(/^Login Email/), 'owner.test');
    await userEvent.click(submitButton(dialog));

    expect(await within(dialog).findByText(companyMessages.zipLength)).toBeInTheDocument();
    expect(within(dialog).getByText(companyMessages.cityLetters)).toBeInTheDocument();
    expect(within(dialog).getAllByText(companyMessages.invalidEmail)).toHaveLength(2);

    const name = within(dialog).getByLabelText(/^Business Name/);
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(55));
    expect(name).toHaveValue('x'.repeat(50));
    expect(within(dialog).getByText(messages.maxLength(50))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^City/)).toHaveAttribute('maxlength', '25');
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveAttribute('maxlength', '25');
    expect(within(dialog).getByLabelText(/^Login Email/)).toHaveAttribute('maxlength', '35');
    expect(within(dialog).getByLabelText(/^Address Street 2/)).toHaveAttribute('maxlength', '50');
    expect(callsTo(fetchStub, 'POST', '/api/company/store')).toHaveLength(0);
  });

  it('sends the payload under the spec’s names and reloads the list', async () => {
    const { dialog, fetchStub } = await openAddClient(superAdminSession(), {
      'POST /api/company/store': () =>
        json(201, { status: true, message: companyMessages.created, data: sunriseDetails }),
    });
    await fillClient(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Extension/), '12');
    expect(within(dialog).getByRole('textbox', { name: 'Pay Frequency' })).toHaveValue('Monthly');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Plans' }));
    await choose(dialog, 'Standard Plan', 'Basic Plan');
    await choose(dialog, 'Assigned Sales Contact', 'Sam Seller');
    await userEvent.click(submitButton(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const store = callsTo(fetchStub, 'POST', '/api/company/store');
    expect(bodyOf(store[0])).toEqual({
      name: 'Maple Family Practice',
      address: '1 Elm Road',
      address1: null,
      city: 'Round Rock',
      state: 'Texas',
      zip: '78664',
      cntPersonName: 'Mia',
      cntLastName: 'Maple',
      cntPhoneNumber: '(512) 555-0199',
      ext: '12',
      email: 'owner@maple.test',
      billing_email: 'billing@maple.test',
      plan_type: 'monthly',
      plan_id: basicPlan.id,
      reference_id: 7,
      current_plan_id: basicPlan.id,
      // Texas's zone, taken from the state as no zone was picked.
      time_zone: 'America/Chicago',
    });
    expect((store[0]![1]!.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(shownNotices()).toContain(`Success: ${companyMessages.created}`);
    expect(callsTo(fetchStub, 'GET', '/api/company').length).toBeGreaterThanOrEqual(2);
    // Only active plans are offered.
    expect(callsTo(fetchStub, 'GET', '/api/plan')[0]![0]).toContain('active=1');
  });

  it("puts the server's 422 messages under their fields", async () => {
    const { dialog } = await openAddClient(superAdminSession(), {
      'POST /api/company/store': () =>
        json(422, {
          message: 'Invalid',
          errors: { email: [companyMessages.loginEmailTaken], zip: [companyMessages.zipLength] },
        }),
    });
    await fillClient(dialog);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Plans' }));
    await choose(dialog, 'Standard Plan', 'Basic Plan');
    await userEvent.click(submitButton(dialog));

    expect(await within(dialog).findByText(companyMessages.loginEmailTaken)).toBeInTheDocument();
    expect(within(dialog).getByText(companyMessages.zipLength)).toBeInTheDocument();
  });

  // Opening the zone list draws some 420 zones: the slowest step of this file on a busy machine.
  it(
    'keeps a picked time zone when the state changes, and shows the server’s 422 on it',
    { timeout: 40_000 },
    async () => {
      const { dialog, fetchStub } = await openAddClient(superAdminSession(), {
        'POST /api/company/store': () =>
          json(422, {
            message: timeZoneMessages.unknown,
            errors: { time_zone: [timeZoneMessages.unknown] },
          }),
      });
      await fillClient(dialog);
      const zone = within(dialog).getByRole('textbox', { name: 'Time zone' });
      expect(zone).toHaveValue('America/Chicago (Central Time)');
      await userEvent.click(zone);
      await userEvent.clear(zone);
      await userEvent.paste('El Salvador');
      await userEvent.click(
        await screen.findByRole('option', { name: /^America\/El Salvador/, hidden: true }),
      );
      await choose(dialog, 'State', 'Arizona');
      expect((zone as HTMLInputElement).value).toMatch(/^America\/El Salvador/);
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Plans' }));
      await choose(dialog, 'Standard Plan', 'Basic Plan');
      await userEvent.click(submitButton(dialog));

      expect(await within(dialog).findByText(timeZoneMessages.unknown)).toBeInTheDocument();
      expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/store')[0])).toMatchObject({
        state: 'Arizona',
        time_zone: 'America/El_Salvador',
      });
    },
  );

  it('shows the server’s message, or the fixed text, when a save fails', async () => {
    const { dialog } = await openAddClient(superAdminSession(), {
      'POST /api/company/store': () => json(500, {}),
    });
    await fillClient(dialog);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Plans' }));
    await choose(dialog, 'Standard Plan', 'Basic Plan');
    await userEvent.click(submitButton(dialog));
    await waitFor(() => expect(shownNotices()).toContain(`Error: ${companyMessages.updateFailed}`));
    expect(screen.getByRole('dialog', { name: 'Add Client' })).toBeInTheDocument();
  });

  it('refuses Custom Plan without a plan named after the business', async () => {
    const { dialog, fetchStub } = await openAddClient();
    await fillClient(dialog, 'Brand New Clinic');
    await chooseCustomPlanAndLeave(dialog);

    await userEvent.click(submitButton(dialog));
    await waitFor(() =>
      expect(shownNotices()).toContain(`Error: ${companyMessages.noCustomPlanMatch}`),
    );
    expect(callsTo(fetchStub, 'POST', '/api/company/store')).toHaveLength(0);
  });

  it('shows the custom-plan message with every other field’s message, focusing the first', async () => {
    const { dialog, fetchStub } = await openAddClient();
    await chooseCustomPlanAndLeave(dialog);

    await userEvent.click(submitButton(dialog));
    // The ten required text and select fields, and the plan's own message in place of its
    // "required", all from the one submit.
    expect(await within(dialog).findAllByText(messages.required)).toHaveLength(10);
    expect(within(dialog).getByText(companyMessages.noCustomPlanMatch)).toBeInTheDocument();
    expect(shownNotices()).toContain(`Error: ${companyMessages.noCustomPlanMatch}`);
    expect(within(dialog).getByLabelText(/^Business Name/)).toHaveFocus();
    expect(callsTo(fetchStub, 'POST', '/api/company/store')).toHaveLength(0);
  });

  it('focuses Create Custom Plan when the custom plan is the only problem', async () => {
    const { dialog, fetchStub } = await openAddClient();
    await fillClient(dialog, 'Brand New Clinic');
    await chooseCustomPlanAndLeave(dialog);

    await userEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(companyMessages.noCustomPlanMatch)).toBeInTheDocument();
    expect(within(dialog).queryByText(messages.required)).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create Custom Plan' })).toHaveFocus(),
    );
    expect(callsTo(fetchStub, 'POST', '/api/company/store')).toHaveLength(0);
  });

  it('takes the existing custom plan named after the business (any case)', async () => {
    const { dialog, fetchStub } = await openAddClient(superAdminSession(), {
      'POST /api/company/store': () =>
        json(201, { status: true, message: companyMessages.created, data: sunriseDetails }),
    });
    await fillClient(dialog, 'hill country orthopedics');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Custom Plan' }));
    expect(within(dialog).getByText('Hill Country Orthopedics')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Plans' })).not.toBeChecked();
    await userEvent.click(submitButton(dialog));

    await waitFor(() => expect(callsTo(fetchStub, 'POST', '/api/company/store')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/store')[0])).toMatchObject({
      plan_id: hillCountryPlan.id,
      current_plan_id: hillCountryPlan.id,
    });
  });

  it('creates a custom plan from the client form and puts the client on it', async () => {
    const created = {
      ...hillCountryPlan,
      id: 12,
      name: 'Brand New Clinic',
      company_name: 'Brand New Clinic',
    };
    let attempts = 0;
    const { dialog, fetchStub } = await openAddClient(superAdminSession(), {
      'POST /api/plan/custom': () =>
        ++attempts === 1
          ? json(422, {
              message: 'Invalid',
              errors: { company_name: [planMessages.customPlanExists] },
            })
          : json(201, { message: 'Plan created successfully', data: created }),
      'POST /api/company/store': () =>
        json(201, { status: true, message: companyMessages.created, data: sunriseDetails }),
    });
    await fillClient(dialog, 'Brand New Clinic');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Custom Plan' }));
    const planDialog = await screen.findByRole('dialog', { name: 'Create Custom Plan' });
    expect(within(planDialog).getByLabelText(/Company Plan Name/)).toHaveValue('Brand New Clinic');
    expect(within(planDialog).getByLabelText(/Company Plan Name/)).toHaveAttribute('readonly');
    expect(within(planDialog).getByLabelText(/Monthly Price/)).toHaveAttribute('maxlength', '5');

    const create = () =>
      userEvent.click(within(planDialog).getByRole('button', { name: 'Create Plan' }));
    await create();
    expect(await within(planDialog).findAllByText(messages.required)).toHaveLength(2);
    await userEvent.type(within(planDialog).getByLabelText(/Encounters/), '4o');
    expect(await within(planDialog).findByText(planMessages.mustBeNumber)).toBeInTheDocument();
    // Errors clear as the fields are corrected.
    await userEvent.clear(within(planDialog).getByLabelText(/Encounters/));
    await userEvent.type(within(planDialog).getByLabelText(/Encounters/), '40');
    await userEvent.type(within(planDialog).getByLabelText(/Monthly Price/), '120');
    await waitFor(() =>
      expect(within(planDialog).queryByText(messages.required)).not.toBeInTheDocument(),
    );
    expect(within(planDialog).queryByText(planMessages.mustBeNumber)).not.toBeInTheDocument();

    await create();
    expect(await within(planDialog).findByText(planMessages.customPlanExists)).toBeInTheDocument();
    await create();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Custom Plan' })).not.toBeInTheDocument(),
    );
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/plan/custom')[1])).toEqual({
      company_name: 'Brand New Clinic',
      encounter: 40,
      price: 120,
      overage_cost: null,
      description: null,
    });

    await userEvent.click(submitButton(dialog));
    await waitFor(() => expect(callsTo(fetchStub, 'POST', '/api/company/store')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/store')[0])).toMatchObject({
      plan_id: 12,
    });
  });

  it('hides the sales contact from a Sales Person, who owns what they create', async () => {
    const { dialog, fetchStub } = await openAddClient(salesPersonSession(), {
      'POST /api/company/store': () =>
        json(201, { status: true, message: companyMessages.created, data: sunriseDetails }),
    });
    expect(within(dialog).queryByText('Assigned Sales Contact')).not.toBeInTheDocument();
    await fillClient(dialog);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Plans' }));
    await choose(dialog, 'Standard Plan', 'Basic Plan');
    await userEvent.click(submitButton(dialog));

    await waitFor(() => expect(callsTo(fetchStub, 'POST', '/api/company/store')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/store')[0])).toMatchObject({
      reference_id: 7,
    });
    expect(callsTo(fetchStub, 'GET', '/api/company/sales-contacts')).toHaveLength(0);
  });

  it('checks the logo in the browser and sends it as multipart', async () => {
    const { dialog, fetchStub } = await openAddClient(superAdminSession(), {
      'POST /api/company/store': () =>
        json(201, { status: true, message: companyMessages.created, data: sunriseDetails }),
    });
    const logoInput = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(logoInput, big);
    expect(await within(dialog).findByText(LOGO_TOO_BIG)).toBeInTheDocument();

    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(logoInput, logo);
    expect(within(dialog).queryByText(LOGO_TOO_BIG)).not.toBeInTheDocument();
    await fillClient(dialog);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Plans' }));
    await choose(dialog, 'Standard Plan', 'Basic Plan');
    await userEvent.click(submitButton(dialog));

    await waitFor(() => expect(callsTo(fetchStub, 'POST', '/api/company/store')).toHaveLength(1));
    const [, init] = callsTo(fetchStub, 'POST', '/api/company/store')[0]!;
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(body.get('name')).toBe('Maple Family Practice');
    expect(body.get('plan_id')).toBe(String(basicPlan.id));
    expect(body.get('address1')).toBe('');
    expect((init!.headers as Record<string, string>).Authorization).toBe(
      'Bearer token-super-admin',
    );
  });
});
