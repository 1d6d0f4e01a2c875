import { companyMessages, type BucketSummary, type Company } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { salesPersonSession, superAdminSession } from '../../test/sessions';
import { customForm, listAnswer, summaryOf, templateForm } from '../forms/testing';
import { expectWholeBadge, standings } from '../finance/testing';
import { openAs, sunriseDetails } from './testing';

const intake: BucketSummary = {
  id: 5,
  title: 'Intake',
  form_count: 1,
  forms: [{ id: 12, title: 'Ownership Disclosure Form' }],
  created_at: '2025-05-01T10:00:00Z',
  updated_at: '2025-05-01T10:00:00Z',
};

function openDetails(
  path: string,
  company: Company | null = sunriseDetails,
  session = superAdminSession(),
) {
  return openAs(session, path, {
    'GET /api/company/view/3': () =>
      company ? json(200, { data: company }) : json(404, { message: companyMessages.notFound }),
    'GET /api/company/edit/3': () => json(200, { data: company }),
  });
}

function card(title: string) {
  return screen.getByRole('region', { name: title });
}

/** The value shown under a label of a detail card. */
function valueOf(region: HTMLElement, label: string) {
  return within(region).getByText(label).nextElementSibling?.textContent;
}

beforeEach(() => localStorage.removeItem('activeTab'));

describe('CompanyDetailsPage', () => {
  it('shows the business, its contact and its subscription', async () => {
    openDetails('/companyDetails/3');
    expect(
      await screen.findByRole('heading', { name: 'Sunrise Family Medicine', level: 1 }),
    ).toBeInTheDocument();

    const business = card('Business Detail');
    expect(valueOf(business, 'Address Street 2')).toBe('Suite 4');
    expect(valueOf(business, 'Zip Code')).toBe('78701');
    expect(valueOf(business, 'Status')).toBe('Active/Trial');
    expect(within(business).queryByText('Inactive Reason')).not.toBeInTheDocument();

    const contact = card('Client Contact');
    expect(valueOf(contact, 'Login Email')).toBe('owner@sunrise.test');
    expect(valueOf(contact, 'Assigned Sales Contact')).toBe('Super Admin');

    const plan = card('Subscription Plan Details');
    expect(valueOf(plan, 'Plan Name')).toBe('Basic Plan');
    expect(valueOf(plan, 'Plan Type')).toBe('Standard');
    expect(valueOf(plan, 'Monthly Price')).toBe('$29.00');
    expect(valueOf(plan, 'Status')).toBe('Active/Trial');
    expect(valueOf(plan, 'Trial Ends')).toBe('03/18/2025');
    expect(valueOf(plan, 'Used/Allocated (this month)')).toBe('6/100');
  });

  it('shows why an inactive client was deactivated, and its sales contact', async () => {
    openDetails('/companyDetails/3', {
      ...sunriseDetails,
      status: 0,
      in_active_reason: 'Card declined twice',
      referenceuser: { id: 7, associate_id: 7, name: 'Sam Seller' },
      logo_url: '/api/company/logo/3',
    });
    await screen.findByRole('heading', { name: 'Sunrise Family Medicine', level: 1 });
    // Deactivated by staff: Suspended (decision 16), whatever the subscription says.
    expect(valueOf(card('Business Detail'), 'Status')).toBe('Suspended');
    expect(valueOf(card('Subscription Plan Details'), 'Status')).toBe('Suspended');
    expect(valueOf(card('Business Detail'), 'Inactive Reason')).toBe('Card declined twice');
    expect(valueOf(card('Client Contact'), 'Assigned Sales Contact')).toBe('Sam Seller');
    expect(screen.getByRole('img', { name: 'Sunrise Family Medicine logo' })).toHaveAttribute(
      'src',
      '/api/company/logo/3',
    );
  });

  it.each(standings)(
    'shows $word in both status rows, whole, as every screen does',
    async ({ name, status, subscription, word }) => {
      openDetails('/companyDetails/3', {
        ...sunriseDetails,
        name,
        status,
        subscription: subscription && { ...sunriseDetails.subscription!, status: subscription },
      });
      await screen.findByRole('heading', { name, level: 1 });
      expectWholeBadge(card('Business Detail'), word);
      expectWholeBadge(card('Subscription Plan Details'), word);
    },
  );

  it('opens the tab the path names, remembers it, and navigates on click', async () => {
    const { router } = openDetails('/companyDetails/3/forms');
    expect(await screen.findByRole('tab', { name: 'Forms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Forms' })).toBeVisible();
    expect(localStorage.getItem('activeTab')).toBe('forms');

    await userEvent.click(screen.getByRole('tab', { name: 'Bucket' }));
    expect(router.state.location.pathname).toBe('/companyDetails/3/bucket');
    expect(screen.getByRole('tab', { name: 'Bucket' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(localStorage.getItem('activeTab')).toBe('bucket'));

    await userEvent.click(screen.getByRole('tab', { name: 'Company Details' }));
    expect(router.state.location.pathname).toBe('/companyDetails/3');
    expect(await screen.findByRole('region', { name: 'Business Detail' })).toBeInTheDocument();
    expect(localStorage.getItem('activeTab')).toBe('companyDetails');
  });

  it('falls back to Company Details for an unknown tab', async () => {
    openDetails('/companyDetails/3/whatever');
    expect(await screen.findByRole('tab', { name: 'Company Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(localStorage.getItem('activeTab')).toBe('companyDetails');
  });

  it('disables Finance Details without a finance permission', async () => {
    const session = superAdminSession();
    session.permissions = session.permissions.filter(
      (p) => p !== 'manage_finance' && p !== 'view_finance',
    );
    openDetails('/companyDetails/3/financeDetails', sunriseDetails, session);
    expect(await screen.findByRole('tab', { name: 'Finance Details' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Company Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens Forms and Bucket to staff without forms permissions, not Activity or Submitted Forms', async () => {
    const session = superAdminSession();
    session.permissions = session.permissions.filter(
      (p) => p !== 'manage_forms' && p !== 'view_submissions',
    );
    openDetails('/companyDetails/3/submittedForms', sunriseDetails, session);
    expect(await screen.findByRole('tab', { name: 'Submitted Forms' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Activity' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Forms' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Bucket' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Company Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("shows a Sales Person their client's forms and buckets read-only", async () => {
    const { fetchStub } = openAs(salesPersonSession(), '/companyDetails/3/forms', {
      'GET /api/company/view/3': () => json(200, { data: sunriseDetails }),
      'GET /api/forms': () => json(200, listAnswer([templateForm, summaryOf(customForm)])),
      'GET /api/buckets': () => json(200, { data: [intake], total: 1, page: 1, per_page: 10 }),
    });
    const forms = await screen.findByRole('tabpanel', { name: 'Forms' });
    expect(await within(forms).findByText(customForm.title)).toBeInTheDocument();
    // Left out rather than disabled: no write action is in the page for a screen reader either.
    const writes = /^(Send|Sent links of|Customize|Edit|Copy|Delete) /;
    expect(within(forms).queryAllByRole('link', { name: writes, hidden: true })).toEqual([]);
    expect(within(forms).queryAllByRole('button', { name: writes, hidden: true })).toEqual([]);
    expect(within(forms).queryByRole('link', { name: 'Create Form', hidden: true })).toBeNull();
    // Viewing a form as patients see it is reading, which the route table lets them do.
    expect(within(forms).getByRole('link', { name: `View ${customForm.title}` })).toHaveAttribute(
      'href',
      `/view-form/${customForm.id}?company_id=3`,
    );
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringMatching(/\/api\/forms\?.*company_id=3/),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Bucket' }));
    const buckets = await screen.findByRole('tabpanel', { name: 'Bucket' });
    expect(await within(buckets).findByText(intake.title)).toBeInTheDocument();
    expect(
      within(buckets).queryAllByRole('button', { name: /^(Send|View|Edit|Delete) /, hidden: true }),
    ).toEqual([]);
    expect(within(buckets).queryByRole('link', { name: 'Create Bucket', hidden: true })).toBeNull();
    expect(within(buckets).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('opens Finance Details with a finance permission', async () => {
    openDetails('/companyDetails/3/financeDetails');
    const finance = await screen.findByRole('tab', { name: 'Finance Details' });
    expect(finance).toBeEnabled();
    expect(finance).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem('activeTab')).toBe('financeDetails');
  });

  it('says plainly when the client does not exist', async () => {
    openDetails('/companyDetails/3', null);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Client Details' })).toHaveAttribute(
      'href',
      '/clients',
    );
  });

  it('opens Edit Client from Edit Client Details', async () => {
    openDetails('/companyDetails/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Client Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(await within(dialog).findByLabelText(/^Business Name/)).toHaveValue(
      'Sunrise Family Medicine',
    );
  });
});
